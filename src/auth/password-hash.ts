// Every stored password is hashed here: Argon2id at OWASP's recommended
// setting (19 MiB, two passes, one lane). Bun's default takes 64 MiB and a
// core for about 150 ms per hash, which a small server pays at every sign-in
// and on its first start. A hash keeps its own parameters, so older hashes
// still verify.
const ARGON2ID = { algorithm: 'argon2id', memoryCost: 19 * 1024, timeCost: 2 } as const;

export const hashPassword = (password: string) => Bun.password.hash(password, ARGON2ID);

let decoy: Promise<string> | undefined;

/**
 * What a sign-in with an unknown username is verified against, so both failures are equally slow; made on first use.
 */
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-for-timing'));
