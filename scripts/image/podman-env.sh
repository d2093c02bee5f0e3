# Sourced by the image scripts: installs podman, runc and debootstrap when missing (as .ci/run
# installs what CI lacks) and sets podman up as these machines need it (DESIGN.md §6): runc
# (crun fails on setrlimit here), cgroupfs and no default ulimits. `podman` is then a function
# that always passes --runtime runc.
SHOWBOOK_BASE_IMAGE="${SHOWBOOK_BASE_IMAGE:-localhost/showbook-base:bookworm-node20}"
NODE_VERSION="${NODE_VERSION:-20.20.2}"
NPM_VERSION="${NPM_VERSION:-11.19.1}"

missing=()
for tool in podman runc debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "[image] installing Debian's ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
if ! grep -qs 'cgroup_manager = "cgroupfs"' /etc/containers/containers.conf; then
  mkdir -p /etc/containers
  [ -e /etc/containers/containers.conf ] && cp /etc/containers/containers.conf /etc/containers/containers.conf.before-showbook
  printf '[containers]\ndefault_ulimits = []\n\n[engine]\ncgroup_manager = "cgroupfs"\nruntime = "runc"\n' >/etc/containers/containers.conf
fi
podman() { command podman --runtime runc "$@"; }
