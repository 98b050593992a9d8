import { endpoints } from '@legion/api';
import type { Mount } from '../http/endpoint.ts';
import type { HostService } from './service.ts';

export function mountHost(mount: Mount, host: HostService) {
  mount(endpoints.autoLogin, ({ input }) => host.autoLogin(input.chainPalToken));
  mount(endpoints.hostQueryUserId, ({ input }) => host.queryUserId(input));
}
