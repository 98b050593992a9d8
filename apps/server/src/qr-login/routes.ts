import { endpoints } from '@legion/api';
import type { Mount } from '../http/endpoint.ts';
import type { QrLoginService } from './service.ts';

export function mountQrLogin(mount: Mount, qrLogin: QrLoginService) {
  mount(endpoints.qrParams, () => qrLogin.issue());
  mount(endpoints.qrStatus, async ({ input }) => ({ status: await qrLogin.status(input.qrToken) }));
  mount(endpoints.qrLogin, ({ input }) => qrLogin.login(input.qrToken));
}
