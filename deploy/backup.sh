#!/usr/bin/env bash
# Backs up the science club site (docs/deploy.md): the PostgreSQL database as a pg_dump archive
# and, where uploads are kept on this machine (STORAGE=local), DATA_DIR/uploads as a tar.gz; then
# deletes backups older than BACKUP_KEEP_DAYS. Run daily by scienceclub-backup.timer; at once with
# `systemctl start scienceclub-backup`.
# Settings, from the environment:
#   DATABASE_URL      the database to back up (required)
#   DATA_DIR          where uploads are kept (default /var/lib/scienceclub)
#   BACKUP_DIR        where backups go (default /var/backups/scienceclub)
#   BACKUP_KEEP_DAYS  how many days of backups to keep (default 14)
# Restore with deploy/restore.sh. Copy the backups off this machine too (docs/deploy.md).
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the PostgreSQL database to back up}"
data_dir=${DATA_DIR:-/var/lib/scienceclub}
backup_dir=${BACKUP_DIR:-/var/backups/scienceclub}
keep_days=${BACKUP_KEEP_DAYS:-14}
case $keep_days in '' | *[!0-9]*) echo "backup: BACKUP_KEEP_DAYS must be a whole number of days, got '$keep_days'" >&2; exit 2 ;; esac

stamp=$(date -u +%Y%m%dT%H%M%SZ)
umask 077
mkdir -p "$backup_dir"

# Written under a temporary name and renamed once complete and readable, so a backup that failed
# half-way is never taken for a good one.
dump=$backup_dir/db-$stamp.dump
pg_dump --format=custom --no-owner --no-privileges --file="$dump.partial" "$DATABASE_URL"
pg_restore --list "$dump.partial" > /dev/null
mv "$dump.partial" "$dump"
echo "backup: database -> $dump ($(du -h "$dump" | cut -f1))"

if [ -d "$data_dir/uploads" ]; then
  uploads=$backup_dir/uploads-$stamp.tar.gz
  tar -C "$data_dir" -czf "$uploads.partial" uploads
  mv "$uploads.partial" "$uploads"
  echo "backup: uploaded files -> $uploads ($(du -h "$uploads" | cut -f1))"
fi

find "$backup_dir" -maxdepth 1 -type f \( -name 'db-*.dump' -o -name 'uploads-*.tar.gz' \) -mtime +"$keep_days" -print -delete |
  sed 's/^/backup: deleted old /'
