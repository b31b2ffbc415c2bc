import { mkdir, open, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  assertSafeKey,
  isSafeKey,
  keyOfUploadReference,
  ObjectExistsError,
  uploadReferenceOf,
  type LocalObjectStorage,
  type OpenedObject,
} from "./object-storage.ts";

/**
 * Objects as files under `{root}/{bucket}/{key}`. Nothing here is served to visitors: organisers
 * open a file through the console, which streams it (`open`) after checking their session.
 */
export class LocalDiskStorage implements LocalObjectStorage {
  readonly kind = "local";
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

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async open(key: string): Promise<OpenedObject | null> {
    let handle;
    try {
      handle = await open(this.pathOf(key), "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      const head = Buffer.alloc(Math.min(64, info.size));
      await handle.read(head, 0, head.length, 0);
      // The stream reads from position 0 whatever the handle's position, and closes the handle at its end.
      return { size: info.size, head, body: handle.createReadStream({ start: 0 }) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  referenceOf(key: string): string {
    return uploadReferenceOf(key);
  }

  keyOf(reference: string): string | null {
    return keyOfUploadReference(reference) ?? this.keyOfFileUrl(reference);
  }

  /** The key of a `file:` URL this storage stored before references (docs/decisions/021). */
  private keyOfFileUrl(url: string): string | null {
    if (!url.startsWith("file:")) return null;
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
