#!/usr/bin/env bash
# Runs the kit's docker compose services for real and checks them from the host (README, "Docker compose").
#
# On a Debian machine, as root where something must be installed or started:
#   1. installs the container engine (docker.io) and Compose v2 from Debian's packages when missing; Compose v2
#      comes from Debian's trixie suite, pinned so that only that one package is taken from there;
#   2. starts dockerd when none is running (and stops it at the end);
#   3. when there is no node:20-bookworm image and no registry to pull it from, builds a stand-in: a Debian
#      bookworm root file system (debootstrap, from the mirror apt already uses) with this machine's Node, npm and
#      CA bundle;
#   4. brings up mock-server and web-dev, checks the app, a signed API call (the repo's caller), /docs and
#      /__control on the mock server's port, and web-dev's dev server and its proxy of the API and /__control;
#   5. checks that the checkout's own node_modules were left alone and that nothing the containers wrote into the
#      checkout belongs to another user than its owner; then `docker compose down -v`.
# Prints each check and how long each stage took. Ports: MOCK_SERVER_PORT (8080) and WEB_DEV_PORT (5173); a
# default port that is taken is replaced by a free one. The compose project is cable-quote-check, so a
# developer's own `docker compose up` (project cable-quote) and its volumes are left alone.
# The volumes are kept in memory (tmpfs, an override file): on disk, writing the ~50 000 files of `npm ci` and
# deleting them again at `down -v` took three to four minutes of a busy 2-core machine. COMPOSE_CHECK_VOLUMES=disk
# runs the compose file as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

readonly PROJECT=cable-quote-check
readonly IMAGE=node:20-bookworm
readonly SIGNED_CALL=(POST /biz/qms/cable/info/list '{"cond":{"keyword":"YJV"},"page":{"len":5,"num":1}}')

WORK="$(mktemp -d)"
STARTED_DOCKERD=""
SERVICES_UP=""
APT_UPDATED=""
STAGE=""
STAGE_START=""
TIMINGS=()
FAILED=()

log() { printf '%s\n' "$*"; }
die() {
  printf 'compose-check: %s\n' "$*" >&2
  exit 1
}

begin_stage() {
  STAGE="$1"
  STAGE_START="$EPOCHREALTIME"
  log "== $STAGE"
}
seconds_since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
end_stage() {
  local seconds
  seconds="$(seconds_since "$STAGE_START")"
  TIMINGS+=("$(printf '%7s s  %s' "$seconds" "$STAGE")")
  log "   ($seconds s)"
}

need_root() {
  [ "$(id -u)" = 0 ] || die "$1 needs root: run this script as root (or with sudo)"
}

apt_install() {
  need_root "installing $*"
  if [ -z "$APT_UPDATED" ]; then
    apt-get update -qq
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

COMPOSE_FILES=(-f docker-compose.yml)
compose() { docker compose --progress plain -p "$PROJECT" "${COMPOSE_FILES[@]}" "$@"; }

cleanup() {
  local status=$?
  set +e
  if [ -n "$SERVICES_UP" ]; then
    if [ "$status" != 0 ]; then
      log "== logs of the services (the run failed)"
      compose logs --no-color --tail 80
    fi
    log "== docker compose down -v (cleanup)"
    compose down -v --remove-orphans >/dev/null 2>&1
  fi
  if [ -n "$STARTED_DOCKERD" ]; then
    log "== stopping the dockerd this script started (pid $STARTED_DOCKERD)"
    kill "$STARTED_DOCKERD" 2>/dev/null
    for _ in $(seq 1 100); do
      kill -0 "$STARTED_DOCKERD" 2>/dev/null || break
      sleep 0.2
    done
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The URL of the Debian mirror apt uses for this machine's release (Debian's own when apt has none listed).
debian_mirror() {
  local codename site
  codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
  site="$(apt-get indextargets --format '$(SITE)' "Codename: $codename" 'Identifier: Packages' 'Origin: Debian' \
    2>/dev/null | head -n 1)"
  echo "${site:-http://deb.debian.org/debian}"
}

# Compose v2 is Debian's docker-compose from trixie on (bookworm's is 1.29, which rejects the file's `name:`). On an
# older release, trixie is added as a source that apt may take docker-compose from and nothing else.
add_compose_v2_source() {
  local codename mirror
  codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
  case "$codename" in bullseye | bookworm) ;; *) return 0 ;; esac
  need_root "installing Compose v2"
  mirror="$(debian_mirror)"
  cat >/etc/apt/sources.list.d/compose-v2-trixie.sources <<EOF
# Added by scripts/compose-check.sh: Compose v2 (package docker-compose) from Debian trixie, pinned below.
Types: deb
URIs: $mirror
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  cat >/etc/apt/preferences.d/compose-v2-trixie <<'EOF'
# Added by scripts/compose-check.sh: from trixie, only docker-compose (Compose v2) may be installed.
Package: docker-compose
Pin: release n=trixie
Pin-Priority: 500

Package: *
Pin: release n=trixie
Pin-Priority: -1
EOF
  APT_UPDATED=""
}

stage_engine() {
  local packages=()
  begin_stage "container engine and Compose v2"
  command -v dockerd >/dev/null || packages+=(docker.io)
  if ! docker compose version >/dev/null 2>&1; then
    add_compose_v2_source
    packages+=(docker-compose)
  fi
  if [ "${#packages[@]}" -gt 0 ]; then
    log "   installing ${packages[*]} (Debian)"
    apt_install "${packages[@]}"
  fi
  docker compose version >/dev/null 2>&1 || die "docker compose (Compose v2) is still missing"
  log "   $(docker compose version), client $(docker version --format '{{.Client.Version}}' 2>/dev/null)"
  end_stage
}

stage_daemon() {
  begin_stage "docker daemon"
  if docker info >/dev/null 2>&1; then
    log "   dockerd is already running"
  else
    need_root "starting dockerd"
    dockerd >"$WORK/dockerd.log" 2>&1 &
    STARTED_DOCKERD=$!
    for _ in $(seq 1 150); do
      docker info >/dev/null 2>&1 && break
      kill -0 "$STARTED_DOCKERD" 2>/dev/null || { cat "$WORK/dockerd.log" >&2; die "dockerd exited"; }
      sleep 0.2
    done
    docker info >/dev/null 2>&1 || { tail -n 30 "$WORK/dockerd.log" >&2; die "dockerd did not answer within 30 s"; }
    log "   started dockerd (pid $STARTED_DOCKERD)"
  fi
  log "   engine $(docker version --format '{{.Server.Version}}')"
  end_stage
}

# node:20-bookworm without a registry: Debian bookworm (minbase) with this machine's Node and npm, which trusts
# this machine's certificate authorities (the npm registry may be reached through a proxy only they sign).
build_node_stand_in() {
  local node_bin npm_dir rootfs mirror step
  node_bin="$(readlink -f "$(command -v node)")"
  npm_dir="$(dirname "$(dirname "$node_bin")")/lib/node_modules/npm"
  [ -d "$npm_dir" ] || die "npm is not beside node ($npm_dir)"
  case "$(node -v)" in v20.*) ;; *) die "the stand-in needs Node 20 on this machine, found $(node -v)" ;; esac
  command -v debootstrap >/dev/null || apt_install debootstrap
  mirror="$(debian_mirror)"
  rootfs="$WORK/rootfs"
  step="$EPOCHREALTIME"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$WORK/debootstrap.log" 2>&1 ||
    { tail -n 30 "$WORK/debootstrap.log" >&2; die "debootstrap failed"; }
  log "   debootstrap --variant=minbase bookworm from $mirror: $(seconds_since "$step") s"
  install -D -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
  mkdir -p "$rootfs/usr/local/lib/node_modules"
  cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  install -D -m 0644 /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  step="$EPOCHREALTIME"
  tar -C "$rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'LABEL org.opencontainers.image.description="offline stand-in for node:20-bookworm, built by scripts/compose-check.sh"' \
    --change 'CMD ["node"]' \
    - "$IMAGE" >/dev/null
  log "   docker import as $IMAGE (Node $(node -v), npm $(npm -v 2>/dev/null)): $(seconds_since "$step") s"
  rm -rf "$rootfs"
}

stage_image() {
  begin_stage "image $IMAGE"
  if docker image inspect "$IMAGE" >/dev/null 2>&1; then
    log "   present: $(docker image inspect "$IMAGE" --format '{{index .Config.Labels "org.opencontainers.image.description"}}' |
      sed 's/^$/pulled from a registry/')"
  elif timeout 60 docker pull -q "$IMAGE" >"$WORK/pull.log" 2>&1; then
    log "   pulled from the registry"
  else
    log "   no registry ($(tail -n 1 "$WORK/pull.log")): building the offline stand-in"
    need_root "building the stand-in image"
    build_node_stand_in
  fi
  docker run --rm "$IMAGE" sh -c 'node -e "process.exit(fetch ? 0 : 1)" && npm -v >/dev/null && command -v setpriv >/dev/null && command -v flock >/dev/null' ||
    die "$IMAGE lacks node 20, npm, setpriv or flock"
  end_stage
}

port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
free_port() { node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }

choose_port() {
  local variable="$1" default="$2"
  if [ -n "${!variable:-}" ]; then
    echo "${!variable}"
  elif port_taken "$default"; then
    free_port
  else
    echo "$default"
  fi
}

# What identifies the checkout's own installed dependencies (the folders, their owner, the packages in them and
# npm's record of the install), compared before and after the run. Tools' caches (.vite, .cache) may change; an
# empty folder counts as none (the run makes the volumes' mount points).
host_modules_fingerprint() {
  local dir
  for dir in node_modules contracts/node_modules apps/mock-server/node_modules apps/web/node_modules; do
    [ -n "$(ls -A "$dir" 2>/dev/null)" ] || continue
    stat -c '%n owner %u inode %i' "$dir"
    find "$dir" -mindepth 1 -maxdepth 1 ! -name '.*' -printf '%P %i\n' | sort
    if [ -f "$dir/.package-lock.json" ]; then sha256sum "$dir/.package-lock.json"; fi
  done
}

stage_up() {
  MOCK_SERVER_PORT="$(choose_port MOCK_SERVER_PORT 8080)"
  WEB_DEV_PORT="$(choose_port WEB_DEV_PORT 5173)"
  export MOCK_SERVER_PORT WEB_DEV_PORT
  begin_stage "docker compose up --wait mock-server web-dev (npm ci and the build run in the container)"
  log "   ports: mock-server $MOCK_SERVER_PORT, web-dev $WEB_DEV_PORT"
  compose config --quiet
  if [ "${COMPOSE_CHECK_VOLUMES:-memory}" = memory ]; then
    {
      echo "volumes:"
      compose config --volumes | sed 's/.*/  &: { driver_opts: { type: tmpfs, device: tmpfs } }/'
    } >"$WORK/volumes-in-memory.yml"
    COMPOSE_FILES+=(-f "$WORK/volumes-in-memory.yml")
    log "   volumes in memory: $(compose config --volumes | tr '\n' ' ')"
  fi
  SERVICES_UP=1
  compose up --detach --wait --wait-timeout 900 --quiet-pull mock-server web-dev
  compose ps --format '{{.Service}}: {{.Status}}' | sed 's/^/   /'
  compose logs --no-color mock-server web-dev | grep -o 'npm ci.*\|added [0-9]* packages in .*' | sed 's/^/   /' || true
  end_stage
}

check() {
  local what="$1"
  shift
  if "$@" >"$WORK/check.out" 2>&1; then
    log "   ok    $what"
  else
    log "   FAIL  $what"
    sed 's/^/         /' "$WORK/check.out" | tail -n 20
    FAILED+=("$what")
  fi
}

# The body of a GET that answers 200 contains the given text.
answers() {
  local url="$1" text="$2" body
  body="$(curl -sS --fail --location --max-time 20 "$url")" || return 1
  grep -qF -- "$text" <<<"$body" || { echo "$url answered without \"$text\": ${body:0:300}"; return 1; }
}

signed_call() {
  local base="$1" out
  out="$(npm run --silent call -- --base "$base" --user quote "${SIGNED_CALL[@]}")" || { echo "$out"; return 1; }
  if ! grep -q '"err": 0' <<<"$out" || ! grep -q '"model": "YJV"' <<<"$out"; then
    echo "$out" | head -n 30
    return 1
  fi
}

stage_checks() {
  local mock="http://localhost:$MOCK_SERVER_PORT" web="http://localhost:$WEB_DEV_PORT"
  begin_stage "checks from the host"
  [ -x node_modules/.bin/tsx ] || die "the signed call runs the repo's caller on the host: run npm ci first"
  check "mock-server: the app at $mock/" answers "$mock/" '<div id="root">'
  check "mock-server: signed call ${SIGNED_CALL[*]:0:2} as quote (npm run call)" signed_call "$mock"
  check "mock-server: API docs at $mock/docs" answers "$mock/docs" 'swagger'
  check "mock-server: control page at $mock/__control/" answers "$mock/__control/" '<html'
  check "mock-server: control state at $mock/__control/state" answers "$mock/__control/state" '"maintenance"'
  check "web-dev: Vite dev server serves the app at $web/" answers "$web/" '/@vite/client'
  check "web-dev: serves the app's source modules ($web/src/app/mount-app.tsx)" answers "$web/src/app/mount-app.tsx" 'createRoot'
  check "web-dev: proxies the signed call to mock-server" signed_call "$web"
  check "web-dev: proxies $web/__control/state" answers "$web/__control/state" '"maintenance"'
  check "web-dev: proxies $web/docs" answers "$web/docs" 'swagger'
  end_stage
}

# Files and folders made or changed since the run began that belong to someone else than the checkout's owner.
written_by_owner() {
  local found
  found="$(find . -path ./node_modules -prune -o -newer "$WORK/start-stamp" ! -user "$(stat -c %u .)" -print | head -n 20)"
  [ -z "$found" ] || { echo "not the owner's: $found"; return 1; }
}

stage_down() {
  begin_stage "docker compose down -v"
  compose down -v --remove-orphans
  SERVICES_UP=""
  host_modules_fingerprint >"$WORK/modules.after"
  check "the checkout's own node_modules were left untouched" diff "$WORK/modules.before" "$WORK/modules.after"
  check "everything the containers wrote into the checkout belongs to its owner ($(stat -c %U .))" written_by_owner
  end_stage
}

main() {
  local started="$EPOCHREALTIME"
  touch "$WORK/start-stamp"
  host_modules_fingerprint >"$WORK/modules.before"
  stage_engine
  stage_daemon
  stage_image
  stage_up
  stage_checks
  stage_down
  log "== stage timings"
  printf '%s\n' "${TIMINGS[@]}"
  printf '%7s s  in all\n' "$(seconds_since "$started")"
  if [ "${#FAILED[@]}" -gt 0 ]; then
    log "== ${#FAILED[@]} check(s) failed:"
    printf '   %s\n' "${FAILED[@]}"
    exit 1
  fi
  log "== all checks passed"
}

main "$@"
