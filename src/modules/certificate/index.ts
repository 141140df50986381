import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { responds } from '../../http/contract';
import type { CertificateRecord } from '../../transport/certificate-status';
import { CertificateInfo } from './model';

/** The owners' dashboard: the https certificate's expiry, how it was had, and the last failure to renew it. */
export function certificateRoutes(ctx: AppContext, record: CertificateRecord | null) {
  return new Elysia({ prefix: '/api/admin/certificate' }).use(adminAuth(ctx)).get(
    '/',
    ({ set }) => {
      set.headers['Cache-Control'] = 'no-store';
      return record?.status() ?? null;
    },
    {
      may: 'certificate.read',
      detail: responds('The certificate this server serves https with; null when it serves plain http', {
        200: CertificateInfo,
      }),
    },
  );
}
