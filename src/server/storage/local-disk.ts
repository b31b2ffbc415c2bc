import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { assertSafeKey, isSafeKey, ObjectExistsError, type ObjectStorage } from "./object-storage.ts";

/**
 * Objects as files under `{root}/{bucket}/{key}`. Nothing here is served over HTTP: the stored URL
 * is a file: URL that organisers open on the server itself.
 */
export class LocalDiskStorage implements ObjectStorage {
  private readonly bucketDir: string;

  constructor(root: string, bucket: string) {
    this.bucketDir = path.resolve(root, bucket);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.bucketDir, ...key.split("/"));
  }

  async create(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(file, body, { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(key);
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  urlOf(key: string): string {
    return pathToFileURL(this.pathOf(key)).href;
  }

  keyOf(url: string): string | null {
    let file: string;
    try {
      file = fileURLToPath(url);
    } catch {
      return null;
    }
    const relative = path.relative(this.bucketDir, file);
    if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
    const key = relative.split(path.sep).join("/");
    return isSafeKey(key) && pathToFileURL(this.pathOf(key)).href === url ? key : null;
  }
}
