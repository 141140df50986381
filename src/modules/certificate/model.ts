import * as v from 'valibot';

/**
 * The certificate this server serves https with
 * (transport/certificate-status.ts); null on plain http or behind a proxy.
 */
export const CertificateInfo = v.nullable(
  v.object({
    source: v.picklist(['files', 'acme']),
    names: v.array(v.string()),
    serial: v.string(),
    notAfter: v.string(),
    renewedAt: v.nullable(v.string()),
    lastFailure: v.nullable(v.object({ at: v.string(), reason: v.string() })),
  }),
);
export type CertificateInfo = v.InferOutput<typeof CertificateInfo>;
