export {
  AppShell,
  type AppShellProps,
  ConsoleFrame,
  type ConsoleFrameProps,
} from './AppShell.tsx';
