import { existsSync } from "node:fs";
import { statfs } from "node:fs/promises";
import path from "node:path";

/** Bytes free to this process on the file system that holds `dir`. */
export type FreeSpaceProbe = (dir: string) => Promise<number>;

/** The file system's own answer (statfs): the blocks an unprivileged process may still use. */
export const statfsFreeBytes: FreeSpaceProbe = async (dir) => {
  const info = await statfs(nearestExisting(dir));
  return info.bavail * info.bsize;
};

/** `dir`, or the closest folder above it that exists (the uploads' folder is made on the first upload). */
function nearestExisting(dir: string): string {
  let current = path.resolve(dir);
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/** 256 MB: room for the embedded database to grow and a day of logs, on the smallest host deploy.md names. */
export const defaultFreeSpaceReserveBytes = 256 * 1024 * 1024;

export interface FreeSpaceOptions {
  /** The folders on local disks the server writes to: the embedded database's and the uploads'. */
  dirs: string[];
  /** Space uploads never take: below it they are refused with 507 and health says "degraded". */
  reserveBytes: number;
  /** Tests hand in their own; the server uses `statfsFreeBytes`. */
  probe?: FreeSpaceProbe;
}

/**
 * The free-space reserve: uploads and console pictures written to a local disk
 * leave `reserveBytes` free on every watched file system, so the database beside them can still
 * write when visitors have filled the rest.
 */
export class FreeSpace {
  private readonly probe: FreeSpaceProbe;

  constructor(private readonly options: FreeSpaceOptions) {
    this.probe = options.probe ?? statfsFreeBytes;
  }

  get reserveBytes(): number {
    return this.options.reserveBytes;
  }

  /** The least free space among the watched folders; Infinity when none is watched or none can be read. */
  async leastFree(): Promise<number> {
    const free = await Promise.all(this.options.dirs.map((dir) => this.probe(dir).catch(() => Number.POSITIVE_INFINITY)));
    return Math.min(Number.POSITIVE_INFINITY, ...free);
  }

  /** Whether `bytes` more can be written and still leave the reserve free. */
  async roomFor(bytes: number): Promise<boolean> {
    return (await this.leastFree()) - bytes >= this.options.reserveBytes;
  }

  async belowReserve(): Promise<boolean> {
    return (await this.leastFree()) < this.options.reserveBytes;
  }
}
