import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';

export type LinkProps = ComponentProps<'a'> & { href: string };

function Anchor(props: LinkProps) {
  return <a {...props} />;
}

const LinkContext = createContext<ComponentType<LinkProps>>(Anchor);

/**
 * Lets the app decide how the library's links navigate (its router's Link), so the library
 * never imports a router. Without a provider, links are plain anchors.
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkProps>;
  children: ReactNode;
}) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  return <Component data-slot="link" {...props} />;
}
