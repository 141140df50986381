// The dashboard's certificate card, for owners.
export const certificateTexts = {
  title: 'HTTPS certificate',
  expires: 'Expires',
  expiresIn: (days: number) => (days === 1 ? 'in 1 day' : `in ${days} days`),
  source: 'Obtained from',
  sources: { files: 'Certificate files', acme: 'ACME (automatic)' },
  names: 'Names',
  renewed: 'Last renewed',
  notRenewed: 'Not since the server started',
  serial: 'Serial number',
  statuses: { valid: 'Valid', expiringSoon: 'Expires soon', expired: 'Expired', renewalFailed: 'Renewal failed' },
  expiringSoonHints: {
    files: 'Put new certificate files in place before then: browsers refuse a site whose certificate has expired.',
    acme: 'Automatic renewal has not replaced it yet: browsers refuse a site whose certificate has expired.',
  },
  expiredHint: 'Browsers refuse the site until a new certificate is in place.',
  failure: (at: string) => `The last renewal failed (${at}):`,
};
