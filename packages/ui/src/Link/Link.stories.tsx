import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, type LinkProps, LinkProvider } from './Link.tsx';

const meta = {
  title: 'Library/Link',
  component: Link,
  args: {
    href: '/docs/getting-started',
    children: '快速开始',
    className: 'lu:text-primary lu:underline-offset-4 lu:hover:underline',
  },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider: a plain anchor */
export const PlainAnchor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '快速开始' })).toHaveAttribute(
      'href',
      '/docs/getting-started',
    );
  },
};

const navigate = fn();

/** A router's link stands in for the anchor: here one that navigates without a page load */
function RouterLink({ href, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      data-router="true"
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
      {...props}
    />
  );
}

export const WithARouter: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '快速开始' });
    await expect(link).toHaveAttribute('data-router', 'true');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/docs/getting-started');
  },
};
