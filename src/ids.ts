/** Random, and increasing in the order they are made: rows written in one millisecond still sort by age. */
export const newId = () => Bun.randomUUIDv7().replaceAll('-', '');
export const nowIso = () => new Date().toISOString();
