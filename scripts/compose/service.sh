#!/bin/sh
# Entry point of the kit's compose services (docker-compose.yml), started as root. Hands the dependency volumes
# to the checkout's owner and goes on as that user, so all a service writes into the checkout is the
# developer's. Installs the dependencies into the volumes with `npm ci` when package-lock.json differs from
# the one last installed there (one install at a time across services), then runs the service's command.
set -eu
cd /app
uid="$(stat -c %u .)"
gid="$(stat -c %g .)"
if [ "$(id -u)" = 0 ] && [ "$uid" != 0 ]; then
  for dir in /npm-cache node_modules $(node -p "require('./package.json').workspaces.map((w) => w + '/node_modules').join(' ')"); do
    [ "$(stat -c %u "$dir")" = "$uid" ] || chown -R "$uid:$gid" "$dir"
  done
  export HOME=/tmp
  exec setpriv --reuid="$uid" --regid="$gid" --clear-groups -- sh "$0" "$@"
fi

export npm_config_cache=/npm-cache
installed=node_modules/.installed-package-lock.sha256
(
  flock 9
  if ! sha256sum --check --status "$installed" 2>/dev/null; then
    echo "npm ci (package-lock.json is not the one installed in the volumes)"
    npm ci --no-audit --no-fund
    sha256sum package-lock.json >"$installed"
  fi
) 9>/npm-cache/.install.lock
exec "$@"
