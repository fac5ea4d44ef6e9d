#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL on 127.0.0.1 for the database tests.
#   .ci/postgres.sh start   -> prints its URL (postgres://postgres@127.0.0.1:$PG_PORT/postgres)
#   .ci/postgres.sh stop
#   .ci/postgres.sh resume  -> starts the stopped server again on its data
# Uses initdb/pg_ctl from PATH or /usr/lib/postgresql/*/bin; installs Debian's postgresql when missing.
# initdb refuses to run as root, so as root the server runs as the `postgres` user (created if missing).
set -euo pipefail
PG_PORT="${PG_PORT:-54329}"
PG_DIR="${PG_DIR:-/tmp/dealer-sites-ci-postgres}"

find_bin() {
  local candidates=()
  if command -v pg_ctl >/dev/null 2>&1; then candidates+=("$(dirname "$(readlink -f "$(command -v pg_ctl)")")"); fi
  candidates+=(/usr/lib/postgresql/*/bin)
  for dir in "${candidates[@]}"; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

PG_BIN="$(find_bin || true)"
if [ -z "$PG_BIN" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_bin)"
fi

AS=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
  AS=(runuser -u postgres --)
fi

stop() {
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then "${AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null || true; fi
}

case "${1:-start}" in
  stop) stop ;;
  start)
    stop
    rm -rf "$PG_DIR"
    mkdir -p "$PG_DIR"
    if [ "$(id -u)" = 0 ]; then chown postgres "$PG_DIR"; fi
    "${AS[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log" 2>&1 \
      || { cat "$PG_DIR/initdb.log" >&2; exit 1; }
    # fsync off: a test database need not survive a power cut, and the tests run faster.
    "${AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
      -o "-h 127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
      || { cat "$PG_DIR/server.log" >&2; exit 1; }
    echo "postgres://postgres@127.0.0.1:$PG_PORT/postgres"
    ;;
  resume)
    # Starts the stopped server again on its data (the fault tests stop PostgreSQL for a while mid-burst).
    "${AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
      -o "-h 127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
      || { cat "$PG_DIR/server.log" >&2; exit 1; }
    ;;
  *) echo "usage: $0 start|stop|resume" >&2; exit 2 ;;
esac
