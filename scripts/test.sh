#!/usr/bin/env bash
# What `npm test` runs, in order, failing fast: route tree; i18n completeness, types, import rules and
# lint at once; all Vitest projects beside the production build; the Vitest re-run on the other Node
# LTS lines beside the quick UI replay of the machine paths; Playwright e2e against the build beside
# a second client build (reproducibility). The
# other LTS lines' Node binaries are fetched in the background from the start.
# The last line printed says PASSED or FAILED (with the step) plus the unit and e2e counts.
set -euo pipefail
cd "$(dirname "$0")/.."

START=$(date +%s)
STEP="setup"
UNIT_SUMMARY="not run"
E2E_SUMMARY="not run"
LOG_DIR=$(mktemp -d)

finish() {
  local rc=$?
  local elapsed=$(($(date +%s) - START))
  # A step that failed while the second build ran beside it: that build is not waited for.
  if [ -n "${REPRODUCIBLE_PID:-}" ]; then kill "$REPRODUCIBLE_PID" 2>/dev/null || true; fi
  if [ -n "${PATHS_UI_PID:-}" ]; then kill "$PATHS_UI_PID" 2>/dev/null || true; fi
  if [ -n "${BUILD_PID:-}" ]; then kill "$BUILD_PID" 2>/dev/null || true; fi
  if [ -n "${LTS_FETCH_PID:-}" ]; then kill "$LTS_FETCH_PID" 2>/dev/null || true; fi
  rm -rf "$LOG_DIR"
  echo
  if [ "$rc" -eq 0 ]; then
    echo "npm test: PASSED in ${elapsed}s (unit: ${UNIT_SUMMARY}; e2e: ${E2E_SUMMARY})"
  else
    echo "npm test: FAILED at step '${STEP}' (exit ${rc}) after ${elapsed}s (unit: ${UNIT_SUMMARY}; e2e: ${E2E_SUMMARY})"
  fi
  # The plain closing line CI reads: the unit and e2e counts added up.
  local passed failed
  passed=$(( $(num passed "$UNIT_SUMMARY") + $(num passed "$E2E_SUMMARY") ))
  failed=$(( $(num failed "$UNIT_SUMMARY") + $(num failed "$E2E_SUMMARY") ))
  if [ "$rc" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
  echo "tests: ${passed} passed, ${failed} failed"
}
num() { grep -oE "[0-9]+ $1" <<<"$2" | grep -oE '[0-9]+' || echo 0; }
trap finish EXIT
# A run stopped from outside (CI's time limit, Ctrl-C) fails; without these the EXIT trap would see
# the status of the last command that ran and could print PASSED.
trap 'exit 143' TERM
trap 'exit 130' INT

step() {
  STEP="$1"
  echo
  echo "==> [$(date -u +%H:%M:%S)] ${STEP}"
}

# "N passed, N failed" from the numbers on a summary line (absent numbers are 0).
counts() {
  local line passed failed
  line=$(sed 's/\x1b\[[0-9;]*m//g' | grep -E "$1" | tail -n 1 || true)
  if [ -z "$line" ]; then
    echo "no result line (see the log above)"
    return
  fi
  passed=$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+' || echo 0)
  failed=$(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+' || echo 0)
  echo "${passed} passed, ${failed} failed"
}

# Playwright cannot download browsers here: e2e runs in Debian's Chromium, in its headless shell
# (the build Playwright itself runs headless tests in: no windowing layer, half the CPU of the full
# browser on this 2-core machine); the benchmarks and Lighthouse use the full browser. The replicas
# journey puts Debian's Varnish with its xkey module (varnish-modules) in front (deploy/varnish).
# What is missing comes from Debian in one apt run.
declare -A NEEDED_PACKAGES=(
  [/usr/bin/chromium]=chromium
  [/usr/bin/chromium-headless-shell]=chromium-headless-shell
  [/usr/sbin/varnishd]=varnish
)
ensure_packages() {
  local missing=() binary
  for binary in "${!NEEDED_PACKAGES[@]}"; do
    [ -x "$binary" ] || missing+=("${NEEDED_PACKAGES[$binary]}")
  done
  # The xkey VMOD is a package of its own.
  compgen -G '/usr/lib/*/varnish/vmods/libvmod_xkey.so' >/dev/null || missing+=(varnish-modules)
  if [ "${#missing[@]}" -eq 0 ]; then
    echo "Chromium: $(/usr/bin/chromium-headless-shell --version 2>/dev/null || echo present)"
    echo "Varnish: $(varnishd -V 2>&1 | head -1)"
    return
  fi
  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      as_root=(sudo -n)
    else
      echo "Missing Debian packages; install them as root: apt-get install -y ${missing[*]}" >&2
      return 1
    fi
  fi
  # Another apt run may hold the dpkg lock; wait for it instead of failing.
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 update -qq
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq \
    "${missing[@]}"
}

has_script() {
  node -e "process.exit(require('./package.json').scripts?.[process.argv[1]] ? 0 : 1)" "$1"
}

step "Chromium and Varnish (Debian packages the e2e journeys use)"
ensure_packages

step "Route tree (npm run routes)"
npm run --silent routes

# The other Node LTS lines' binaries are fetched from the registry while the next steps run.
bash scripts/test-node-lts.sh --fetch-only >"$LOG_DIR/lts-fetch.log" 2>&1 &
LTS_FETCH_PID=$!

# Four checks that read the sources and write nothing the others read, at once: each is partly
# single-threaded, and together they keep both cores busy. Each one's output is printed whole, in
# this order, once all have ended; the first that failed fails the run with its name.
step "Static checks at once: i18n catalogs complete (lingui extract + compile --strict), types (tsc --noEmit), import rules (scripts/check-imports.ts), lint and format (biome check .)"
parallel_checks() {
  local names=(i18n types imports lint)
  local commands=(
    "npx tsx scripts/check-i18n.ts"
    "npx tsc --noEmit -p tsconfig.json"
    "npx tsx scripts/check-imports.ts"
    "npx biome check ."
  )
  local pids=() index failed=""
  for index in "${!names[@]}"; do
    bash -c "${commands[$index]}" >"$LOG_DIR/${names[$index]}.log" 2>&1 &
    pids+=($!)
  done
  for index in "${!names[@]}"; do
    local rc=0
    wait "${pids[$index]}" || rc=$?
    echo "--> ${names[$index]}: ${commands[$index]} (exit ${rc})"
    cat "$LOG_DIR/${names[$index]}.log"
    if [ "$rc" -ne 0 ] && [ -z "$failed" ]; then failed=${names[$index]}; fi
  done
  if [ -n "$failed" ]; then
    STEP="static checks: ${failed}"
    return 1
  fi
}
parallel_checks

# The production build runs beside Vitest at a lower priority: it takes the CPU the tests leave
# idle while they wait on SQLite, child processes and sockets (no test reads dist/), and finishes at
# full speed once they have ended. Its output follows Vitest's.
# build:app is the build without the route/i18n steps that ran above; the full build where it is missing.
# Its .br/.gz files are made at quick levels (PRECOMPRESS=fast, vite.config.ts: 17 CPU-s less, same
# files for the same serving code): build with `npm run build` what is shipped or measured for size.
build_script=build
if has_script build:app; then build_script=build:app; fi
PRECOMPRESS=fast nice -n 10 npm run --silent "$build_script" >"$LOG_DIR/build.log" 2>&1 &
BUILD_PID=$!

step "Vitest: all projects (unit, machines, model paths, contract, back end, security, faults, fuzz)"
vitest_rc=0
npx vitest run 2>&1 | tee "$LOG_DIR/vitest.log" || vitest_rc=$?
UNIT_SUMMARY=$(counts '^ *Tests ' <"$LOG_DIR/vitest.log")
[ "$vitest_rc" -eq 0 ]

# Waits for the background step whose PID the variable named $1 holds, forgets the PID (so `finish`
# does not kill it), prints the step's log $2 and fails if the step failed.
join_background() {
  local -n pid_of=$1
  local rc=0
  wait "$pid_of" || rc=$?
  pid_of=""
  cat "$2"
  [ "$rc" -eq 0 ]
}

step "Production build (ran beside Vitest)"
join_background BUILD_PID "$LOG_DIR/build.log"

# The quick UI replay of the machines' generated paths (one path per machine in Chromium, the one
# that takes most of what a shopper does; tests/paths-ui) needs the build and a shop server of its
# own: it runs beside the next two steps, on ports past the e2e block (E2E_PORT_BASE + 10), and is
# joined before the e2e journeys. CI replays every path after this script (.ci/run).
PATHS_UI_SUBSET=quick E2E_PORT_BASE=$(( ${E2E_PORT_BASE:-3200} + 10 )) \
  npx playwright test -c playwright.paths-ui.config.ts >"$LOG_DIR/paths-ui.log" 2>&1 &
PATHS_UI_PID=$!

step "Page chrome's message catalog covers every text on the hydration path (scripts/check-chrome-catalog.ts)"
npx tsx scripts/check-chrome-catalog.ts

step "Vitest again on the current Node LTS lines, the tests whose outcome depends on the runtime (scripts/test-node-lts.sh)"
# Fetched in the background since the route tree; a failed fetch is tried again (and told) here.
wait "$LTS_FETCH_PID" || cat "$LOG_DIR/lts-fetch.log"
LTS_FETCH_PID=""
lts_rc=0
bash scripts/test-node-lts.sh 2>&1 | tee "$LOG_DIR/lts.log" || lts_rc=$?
[ "$lts_rc" -eq 0 ]

step "UI replay of the machine paths, quick subset (PATHS_UI_SUBSET=quick npm run test:paths:ui; ran beside the two steps before)"
join_background PATHS_UI_PID "$LOG_DIR/paths-ui.log"

# The second client build (byte for byte the same as dist/client: replicas built apart serve each
# other's pages) runs beside the e2e journeys at the lowest priority, in the CPU time the browsers
# leave while they wait on the servers and on the journeys' timers; its output follows theirs.
nice -n 19 npx tsx scripts/check-reproducible-build.ts --against dist/client >"$LOG_DIR/reproducible.log" 2>&1 &
REPRODUCIBLE_PID=$!

step "Playwright e2e (production build, fresh seeded databases)"
e2e_rc=0
rm -rf test-results/e2e-logs
npx playwright test 2>&1 | tee "$LOG_DIR/e2e.log" || e2e_rc=$?
E2E_SUMMARY=$(counts '^e2e: ' <"$LOG_DIR/e2e.log")
[ "$e2e_rc" -eq 0 ]

step "Reproducible build (a second client build, byte for byte the same as dist/client; ran beside the e2e journeys)"
join_background REPRODUCIBLE_PID "$LOG_DIR/reproducible.log"

step "No secret or personal datum in the e2e servers' logs (scripts/scan-logs.ts)"
# E-mail addresses are found by their shape; these are the passwords and streets the journeys typed.
npx tsx scripts/scan-logs.ts test-results/e2e-logs/*.log \
  --secret gartenwerk-demo --secret garden-secret-1 --secret mailbox-pass-1 \
  --secret 'Am Deich 4' --secret 'Cacheweg 1' --secret 'Gartenweg 12'

STEP="done"
