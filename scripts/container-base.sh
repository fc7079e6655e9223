#!/usr/bin/env bash
# Prepares a machine with no container registry to build the Dockerfile (run it as root, once):
# podman, runc and mmdebstrap from Debian; podman set up for a sandbox that forbids rlimits and
# crun's cgroup layout; and a local `debian:trixie-slim` made from Debian's packages with
# mmdebstrap. With CA_BUNDLE=/path/to/bundle.crt (a TLS proxy only the host trusts) the bundle is
# copied into that base image and NODE_EXTRA_CA_CERTS points at it, so `npm ci` inside builds
# trusts the proxy; the Dockerfile itself stays unchanged. On a machine that can pull
# debian:trixie-slim, none of this is needed. The tarball is cached in /var/tmp.
set -euo pipefail

if ! command -v podman >/dev/null || ! command -v mmdebstrap >/dev/null || ! command -v runc >/dev/null || ! command -v podman-compose >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman mmdebstrap runc podman-compose >/dev/null
fi

if [ ! -e /etc/containers/containers.conf ]; then
  mkdir -p /etc/containers
  cat > /etc/containers/containers.conf <<'EOF'
[containers]
default_ulimits = []
pids_limit = 0
[engine]
cgroup_manager = "cgroupfs"
runtime = "runc"
EOF
fi

if podman image exists docker.io/library/debian:trixie-slim; then
  echo "debian:trixie-slim is already here"
  exit 0
fi

tarball=/var/tmp/trixie.tar
if [ ! -s "$tarball" ]; then
  mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
  mmdebstrap --variant=minbase trixie "$tarball" "${mirror:-http://deb.debian.org/debian}"
fi
podman import "$tarball" localhost/trixie-minbase:plain >/dev/null

context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
if [ -n "${CA_BUNDLE:-}" ]; then
  cp "$CA_BUNDLE" "$context/host-ca.crt"
  cat > "$context/Containerfile" <<'EOF'
FROM localhost/trixie-minbase:plain
COPY host-ca.crt /usr/local/share/host-ca/ca-certificates.crt
RUN mkdir -p /etc/ssl/certs && cp /usr/local/share/host-ca/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/host-ca/ca-certificates.crt
CMD ["bash"]
EOF
else
  printf 'FROM localhost/trixie-minbase:plain\nCMD ["bash"]\n' > "$context/Containerfile"
fi
podman build --format docker -t docker.io/library/debian:trixie-slim "$context"
echo "debian:trixie-slim is ready: npm run test:container"
