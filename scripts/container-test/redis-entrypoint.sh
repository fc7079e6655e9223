#!/bin/sh
# As the official image: `redis-server ARGS` (or no command) runs Redis reachable from other
# containers (protected mode off); any other command runs as given.
set -eu
if [ "$#" -eq 0 ] || [ "$1" = redis-server ]; then
  [ "$#" -gt 0 ] && shift
  exec redis-server --protected-mode no "$@"
fi
exec "$@"
