export const newId = () => crypto.randomUUID().replaceAll('-', '');
export const nowIso = () => new Date().toISOString();
