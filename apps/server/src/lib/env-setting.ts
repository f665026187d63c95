import fs from 'node:fs';

/**
 * A secret setting given either as NAME or as a file NAME_FILE names (Docker and Kubernetes
 * secrets are files): the value, trimmed; undefined when neither is set. Throws, naming the
 * variable, when the file cannot be read.
 */
export const readEnvSetting = (env: Record<string, string | undefined>, name: string): string | undefined => {
  const value = env[name]?.trim();
  if (value) return value;
  const file = env[`${name}_FILE`]?.trim();
  if (!file) return undefined;
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(`${name}_FILE: cannot read ${file} (${(error as Error).message})`);
  }
};
