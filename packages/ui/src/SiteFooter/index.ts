export { SiteFooter, type SiteFooterLink, type SiteFooterProps } from './SiteFooter.tsx';
