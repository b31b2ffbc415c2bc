import { randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, rename, rmdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  assertSafeKey,
  isSafeKey,
  keyOfUploadReference,
  ObjectExistsError,
  StorageFullError,
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

  /**
   * Writes the bytes to a temporary name beside the object and links it to the object's name once
   * they are all on disk, so the object is whole or absent: a failed write (a full disk) removes the
   * temporary file, and the directory if this write made it. Linking refuses an existing object as
   * `wx` did; a file system without hard links gets a rename after a check.
   */
  async create(key: string, body: Buffer): Promise<void> {
    const file = this.pathOf(key);
    const dir = path.dirname(file);
    const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
    let madeDir: string | undefined;
    try {
      madeDir = await mkdir(dir, { recursive: true });
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await this.publish(temporary, file, key);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      // Only a directory this write made and that stayed empty: rmdir refuses any other.
      if (madeDir !== undefined) await rmdir(dir).catch(() => undefined);
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOSPC" || code === "EDQUOT") throw new StorageFullError(key, { cause: error });
      throw error;
    }
  }

  private async publish(temporary: string, file: string, key: string): Promise<void> {
    try {
      await link(temporary, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") throw new ObjectExistsError(key);
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
      if (await this.exists(key)) throw new ObjectExistsError(key);
      await rename(temporary, file);
      return;
    }
    // The object is stored: a second name left behind is no failure of this write.
    await unlink(temporary).catch(() => undefined);
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

  /** The key of a `file:` URL this storage stored before references. */
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
