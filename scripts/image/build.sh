#!/usr/bin/env bash
# Builds the production image (Containerfile) with podman, making the base image first when it
# is missing (build-base.sh). The build's npm trusts the host's CA bundle (for a registry
# reached through a proxy with its own certificate authority): the bundle is mounted for the
# build steps only and is not part of the image.
# Usage: scripts/image/build.sh [tag]   (default localhost/showbook:latest)
set -euo pipefail
cd "$(dirname "$0")/../.."
. scripts/image/podman-env.sh
tag="${1:-localhost/showbook:latest}"
bash scripts/image/build-base.sh "$SHOWBOOK_BASE_IMAGE"
trust=()
bundle=/etc/ssl/certs/ca-certificates.crt
if [ -s "$bundle" ]; then
  trust=(--volume "$bundle:/run/host-ca-certificates.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/host-ca-certificates.crt)
fi
started=$(date +%s)
podman build --format docker --network host "${trust[@]}" --build-arg "BASE_IMAGE=$SHOWBOOK_BASE_IMAGE" -t "$tag" -f Containerfile .
echo "[image] built $tag in $(( $(date +%s) - started )) s"
