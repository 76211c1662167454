#!/bin/sh
# The compose service prepare-checkout (docker-compose.yml) runs this as root before the kit's services start.
# Their dependency volumes are mounted on the checkout's node_modules folders (the root's and each workspace's).
# A mount point the engine has to make itself is made as root, and a later `npm ci` or `npm install` on the
# host could not write into it: here they are made first, by the checkout's owner.
set -eu
cd /app
uid="$(stat -c %u .)"
gid="$(stat -c %g .)"
for dir in node_modules $(node -p "require('./package.json').workspaces.map((w) => w + '/node_modules').join(' ')"); do
  if [ ! -d "$dir" ]; then
    setpriv --reuid="$uid" --regid="$gid" --clear-groups -- mkdir "$dir"
  elif [ "$(stat -c %u "$dir")" != "$uid" ] && [ -z "$(ls -A "$dir")" ]; then
    # An empty root-owned mount point left by an earlier engine run.
    chown "$uid:$gid" "$dir"
  fi
done
