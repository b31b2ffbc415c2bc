#!/usr/bin/env bash
# Runs on this machine what docs/deploy.md asks of a server, with the files in deploy/:
#   1. the Caddyfile is valid Caddy configuration, and the systemd units pass systemd-analyze;
#   2. the built site behind Caddy (started from deploy/Caddyfile) answers pages and the API, with
#      the server's own headers, and with TRUST_PROXY=127.0.0.1 counts each visitor by the address
#      Caddy saw, whatever X-Forwarded-For a visitor sends;
#   3. deploy/backup.sh backs up a PostgreSQL database the site wrote to (and the uploaded files),
#      and deploy/restore.sh restores it into a new database with every table's row count equal
#      and the files identical, which the site then finds up to date.
# Needs the build (npm run build) and PostgreSQL on 127.0.0.1:5432 with trust auth (or
# TEST_DATABASE_URL naming a server where it may create databases); installs Caddy from Debian if
# missing. `npm test` runs it as its deploy phase (scripts/test-all.mjs), and so CI.
set -euo pipefail
cd "$(dirname "$0")/.."

admin_url=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
step() { echo "deploy check: $*"; }
fail() { echo "deploy check FAILED: $*" >&2; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

[ -f dist/server/main.js ] && [ -f build/client/index.html ] || fail "no build: run npm run build first"
if ! command -v caddy > /dev/null; then
  step "installing caddy from Debian"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq caddy > /dev/null
fi

work=$(mktemp -d)
pids=()
databases=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2> /dev/null || true; done
  for db in "${databases[@]}"; do psql "$admin_url" --no-psqlrc -qc "drop database if exists $db with (force)" > /dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT
# Caddy keeps its state under XDG_DATA_HOME and XDG_CONFIG_HOME: here, never in the home directory.
export XDG_DATA_HOME=$work/caddy XDG_CONFIG_HOME=$work/caddy

free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
wait_for() { # URL: until it answers, at most 60 s
  for _ in $(seq 1 600); do curl -fs -o /dev/null "$1" && return 0; sleep 0.1; done
  return 1
}

# --- 1. configuration ------------------------------------------------------------------------------
step "caddy validate deploy/Caddyfile"
SITE_DOMAIN=scienceclub.example.org caddy validate --adapter caddyfile --config deploy/Caddyfile > "$work/validate.log" 2>&1 ||
  { cat "$work/validate.log" >&2; fail "caddy validate"; }
step "systemd-analyze verify deploy/*.service deploy/*.timer"
verify=$(systemd-analyze verify deploy/scienceclub.service deploy/scienceclub-backup.service deploy/scienceclub-backup.timer 2>&1) ||
  fail "systemd-analyze verify: $verify"
[ -z "$verify" ] || fail "systemd-analyze verify warns: $verify"

# --- 2. the site behind Caddy ----------------------------------------------------------------------
new_database() { # sets database_url to a new, empty database, dropped on exit
  local name
  name=deploy_check_$1_$(date +%s)_$RANDOM
  psql "$admin_url" --no-psqlrc -qc "create database $name" > /dev/null
  databases+=("$name")
  database_url=$(node -e 'const u=new URL(process.argv[1]);u.pathname="/"+process.argv[2];console.log(u.toString())' "$admin_url" "$name")
}
new_database site
site_db=$database_url
app_port=$(free_port)
caddy_port=$(free_port)
admin_port=$(free_port)
data_dir=$work/data
export DATABASE_URL=$site_db DATA_DIR=$data_dir

step "npm run db:migrate on a new PostgreSQL database, as a deploy does before starting"
node dist/server/db/migrate-cli.js > "$work/migrate.log" || fail "db:migrate: $(cat "$work/migrate.log")"
grep -q "created with" "$work/migrate.log" || fail "db:migrate did not create the database: $(cat "$work/migrate.log")"

step "server on 127.0.0.1:$app_port, Caddy on 127.0.0.1:$caddy_port in front"
PORT=$app_port HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 SITE_URL=http://127.0.0.1:$caddy_port RATE_LIMIT_NOT_FOUND_MAX=3 \
  node dist/server/main.js > "$work/server.log" 2>&1 &
pids+=($!)
# The site's address with http:// makes Caddy serve it without TLS (the real one gets a certificate).
SITE_DOMAIN=http://127.0.0.1:$caddy_port SITE_UPSTREAM=127.0.0.1:$app_port CADDY_ADMIN=127.0.0.1:$admin_port \
  caddy run --adapter caddyfile --config deploy/Caddyfile > "$work/caddy.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$app_port/api/health" || fail "the server did not start: $(tail -5 "$work/server.log")"
wait_for "http://127.0.0.1:$caddy_port/api/health" || fail "Caddy did not start: $(tail -5 "$work/caddy.log")"

through_caddy=http://127.0.0.1:$caddy_port
headers=$(curl -fsS -D - -o "$work/home.html" "$through_caddy/")
grep -qi "^strict-transport-security: max-age=63072000" <<< "$headers" || fail "the home page through Caddy lacks the server's HSTS header"
grep -qi "^content-security-policy:" <<< "$headers" || fail "the home page through Caddy lacks the server's CSP"
if grep -qi "^server:" <<< "$headers"; then fail "Caddy still names itself in a Server header"; fi
grep -q "<link rel=\"canonical\"" "$work/home.html" || fail "the home page through Caddy is not the built page"
[ "$(curl -fsS "$through_caddy/api/health")" = '{"status":"ok"}' ] ||
  fail "the API health through Caddy is not ok"

step "a visitor's message, sent through Caddy, is stored"
status=$(curl -sS -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -H "origin: $through_caddy" \
  --data '{"name":"Deploy Check","email":"deploy.check@example.org","subject":null,"message":"Sent through Caddy by deploy/check.sh."}' \
  "$through_caddy/api/contact-messages")
[ "$status" = 201 ] || fail "POST /api/contact-messages through Caddy answered $status"

step "visitors are counted by the address Caddy saw (TRUST_PROXY), not by X-Forwarded-For they send"
not_found() { curl -sS -o /dev/null -w '%{http_code}' --interface "$1" -H "x-forwarded-for: $2" "$through_caddy/no-such-page-$RANDOM"; }
for n in 1 2 3; do
  [ "$(not_found 127.0.0.2 "192.0.2.$n")" = 404 ] || fail "404 number $n from 127.0.0.2 was not a 404"
done
[ "$(not_found 127.0.0.2 192.0.2.99)" = 429 ] ||
  fail "a fourth 404 from 127.0.0.2 with another X-Forwarded-For was not limited: the visitor chose their own address"
[ "$(not_found 127.0.0.3 192.0.2.1)" = 404 ] ||
  fail "127.0.0.3 was limited with 127.0.0.2: the server counted Caddy's address, not each visitor's"

# --- 3. backup and restore -------------------------------------------------------------------------
step "deploy/backup.sh while the site runs"
mkdir -p "$data_dir/uploads/leader-uploads/check"
head -c 200000 /dev/urandom > "$data_dir/uploads/leader-uploads/check/receipt.pdf"
echo "a second upload" > "$data_dir/uploads/leader-uploads/check/photo.jpg"
BACKUP_DIR=$work/backups bash deploy/backup.sh > "$work/backup.log" || fail "backup.sh: $(cat "$work/backup.log")"
dump=$(ls "$work"/backups/db-*.dump)
uploads=$(ls "$work"/backups/uploads-*.tar.gz)

step "deploy/restore.sh into a new database and a new data directory"
new_database restored
restored_db=$database_url
DATABASE_URL=$restored_db DATA_DIR=$work/restored bash deploy/restore.sh "$dump" "$uploads" > "$work/restore.log" ||
  fail "restore.sh: $(cat "$work/restore.log")"
if DATABASE_URL=$restored_db DATA_DIR=$work/restored bash deploy/restore.sh "$dump" > "$work/again.log" 2>&1; then
  fail "restore.sh restored over a database that has tables, without --replace"
fi

row_counts() { # DATABASE_URL: "schema.table count" for every table, sorted
  local tables
  tables=$(psql "$1" --no-psqlrc -tAc "select format('%I.%I', schemaname, tablename) from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1")
  for table in $tables; do echo "$table $(psql "$1" --no-psqlrc -tAc "select count(*) from $table")"; done
}
row_counts "$site_db" > "$work/counts-site.txt"
row_counts "$restored_db" > "$work/counts-restored.txt"
[ "$(wc -l < "$work/counts-site.txt")" -gt 10 ] || fail "the site's database has too few tables: $(cat "$work/counts-site.txt")"
grep -q '^public.contact_messages [1-9]' "$work/counts-site.txt" || fail "the message sent through Caddy is not in the database"
diff "$work/counts-site.txt" "$work/counts-restored.txt" > "$work/counts.diff" || fail "row counts differ after the restore: $(cat "$work/counts.diff")"
(cd "$data_dir" && find uploads -type f -exec sha256sum {} + | sort) > "$work/files-site.txt"
(cd "$work/restored" && find uploads -type f -exec sha256sum {} + | sort) > "$work/files-restored.txt"
diff "$work/files-site.txt" "$work/files-restored.txt" > /dev/null || fail "the restored uploaded files differ"

DATABASE_URL=$restored_db DATA_DIR=$work/restored node dist/server/db/migrate-cli.js > "$work/migrate-restored.log" ||
  fail "db:migrate on the restored database: $(cat "$work/migrate-restored.log")"
grep -q "up to date with" "$work/migrate-restored.log" || fail "the restored database is not up to date: $(cat "$work/migrate-restored.log")"

tables=$(wc -l < "$work/counts-site.txt")
rows=$(awk '{ sum += $2 } END { print sum }' "$work/counts-site.txt")
step "passed: Caddy and systemd files valid; site served through Caddy; $tables tables ($rows rows) and $(wc -l < "$work/files-site.txt") uploaded files restored identical"
