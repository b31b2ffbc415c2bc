#!/usr/bin/env bash
# Restores a backup made by deploy/backup.sh (docs/deploy.md):
#   deploy/restore.sh [--replace] DB_DUMP [UPLOADS_TAR_GZ]
# into the PostgreSQL database named by DATABASE_URL, which must exist (createdb) and be empty,
# and the uploaded files into DATA_DIR (default /var/lib/scienceclub), which must hold no uploads.
# --replace restores over what is there instead (stop the site first: systemctl stop scienceclub).
# The restore runs in one transaction: it applies completely or not at all.
set -euo pipefail

usage="Usage: deploy/restore.sh [--replace] DB_DUMP [UPLOADS_TAR_GZ]"
replace=false
if [ "${1:-}" = "--replace" ]; then replace=true; shift; fi
if [ $# -lt 1 ] || [ $# -gt 2 ]; then echo "$usage" >&2; exit 2; fi
dump=$1
uploads=${2:-}
: "${DATABASE_URL:?DATABASE_URL must name the database to restore into}"
data_dir=${DATA_DIR:-/var/lib/scienceclub}

[ -f "$dump" ] || { echo "restore: no such file: $dump" >&2; exit 2; }
[ -z "$uploads" ] || [ -f "$uploads" ] || { echo "restore: no such file: $uploads" >&2; exit 2; }
pg_restore --list "$dump" > /dev/null || { echo "restore: $dump is not a pg_dump archive" >&2; exit 2; }

tables=$(psql "$DATABASE_URL" --no-psqlrc -tAc "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
if [ "$tables" -gt 0 ] && [ "$replace" = false ]; then
  echo "restore: the database already has $tables tables; restore into a new database (createdb), or add --replace with the site stopped" >&2
  exit 1
fi
if [ -n "$uploads" ] && [ -d "$data_dir/uploads" ] && [ -n "$(ls -A "$data_dir/uploads")" ] && [ "$replace" = false ]; then
  echo "restore: $data_dir/uploads already holds files; add --replace with the site stopped" >&2
  exit 1
fi

clean=()
if [ "$replace" = true ]; then clean=(--clean --if-exists); fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction "${clean[@]}" --dbname="$DATABASE_URL" "$dump"
echo "restore: database <- $dump"

if [ -n "$uploads" ]; then
  mkdir -p "$data_dir"
  if [ "$replace" = true ]; then rm -rf "$data_dir/uploads"; fi
  tar -C "$data_dir" -xzf "$uploads"
  echo "restore: uploaded files <- $uploads into $data_dir/uploads"
fi
