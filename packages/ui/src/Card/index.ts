export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  type CardHeaderProps,
  type CardProps,
  CardTitle,
  type CardTitleProps,
  cardVariants,
} from './Card.tsx';
