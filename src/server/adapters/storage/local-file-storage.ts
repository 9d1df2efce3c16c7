import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Stored files (profile pictures). Local disk by default; a bucket would implement the same. */
export type FileStorage = {
  kind: 'local-disk';
  /** Saves the bytes and returns the file's public name. */
  save: (bytes: Buffer, extension: string) => Promise<string>;
  read: (name: string) => Promise<Buffer | null>;
  /** Deletes a stored file; a name that is not ours, or already gone, is ignored. */
  remove: (name: string) => Promise<void>;
};

const SAFE_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

export function createLocalFileStorage(directory: string): FileStorage {
  return {
    kind: 'local-disk',
    save: async (bytes, extension) => {
      await mkdir(directory, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(path.join(directory, name), bytes);
      return name;
    },
    read: async (name) => {
      // Only names we generated: no path can escape the directory.
      if (!SAFE_NAME.test(name)) return null;
      try {
        return await readFile(path.join(directory, name));
      } catch {
        return null;
      }
    },
    remove: async (name) => {
      if (SAFE_NAME.test(name)) await rm(path.join(directory, name), { force: true });
    },
  };
}
