# ruff: noqa: E501
"""Dev scenarios of `ratelimit` where something breaks: recurring errors and reverted changes."""

from __future__ import annotations

from .dev_ratelimit import MOD, A, P, U
from .model import Edit, Read, Run, Say, Scenario, Session, Write
from .outputs import go_test


def _nil_map_panic(test: str, fn: str, file: str, line: int) -> str:
    return f"""--- FAIL: {test} (0.00s)
panic: assignment to entry in nil map [recovered]
\tpanic: assignment to entry in nil map

goroutine 7 [running]:
testing.tRunner.func1.2({{0x5b2e40, 0x62c3f0}})
\t/usr/local/go/src/testing/testing.go:1632 +0x230
testing.tRunner.func1()
\t/usr/local/go/src/testing/testing.go:1635 +0x35b
panic({{0x5b2e40?, 0x62c3f0?}})
\t/usr/local/go/src/runtime/panic.go:785 +0x132
{MOD}/{fn}(...)
\t/home/dev/src/ratelimit/{file}:{line} +0x8c
{MOD}/{fn.split(".")[0]}.{test}(0xc0000a6b60)
\t/home/dev/src/ratelimit/{file.replace(".go", "_test.go")}:{line - 20} +0x5d
testing.tRunner(0xc0000a6b60, 0x5f1d28)
\t/usr/local/go/src/testing/testing.go:1690 +0xf4
created by testing.(*T).Run in goroutine 1
\t/usr/local/go/src/testing/testing.go:1743 +0x390"""


SCENARIOS = [
    Scenario(
        id="go-nil-map-make",
        kind="error_fix",
        stack="go",
        project=P,
        lesson="`assignment to entry in nil map`: initialise the map with make(...) in the constructor before writing to it.",
        expect=(("make(", "make ", "initiali"), ("map",)),
        task="add a per-tenant override table to the limiter",
        sessions=(
            Session(
                "claude_code",
                6,
                (
                    U(
                        "Add a way to reset a single key's bucket (admin endpoint calls limiter.Reset(key))."
                    ),
                    Read(
                        "internal/limiter/limiter.go",
                        """package limiter

import (
\t"sync"
\t"time"
)

type Limiter struct {
\tmu      sync.Mutex
\trate    float64
\tburst   int
\tbuckets map[string]*bucket
}

func New(rate float64, burst int) *Limiter {
\treturn &Limiter{rate: rate, burst: burst}
}

func (l *Limiter) Allow(key string) bool {
\tl.mu.Lock()
\tdefer l.mu.Unlock()
\tb, ok := l.buckets[key]
\tif !ok {
\t\tb = &bucket{tokens: float64(l.burst), last: time.Now()}
\t\tl.buckets[key] = b
\t}
\treturn b.take(l.rate, l.burst)
}
""",
                    ),
                    Edit(
                        "internal/limiter/limiter.go",
                        "\treturn b.take(l.rate, l.burst)\n}\n",
                        "\treturn b.take(l.rate, l.burst)\n}\n\n// Reset forgets key's bucket: its next request starts full.\n"
                        "func (l *Limiter) Reset(key string) {\n\tl.mu.Lock()\n\tdefer l.mu.Unlock()\n"
                        "\tdelete(l.buckets, key)\n}\n",
                    ),
                    Edit(
                        "internal/limiter/limiter_test.go",
                        "func TestAllowBurst(t *testing.T) {\n",
                        'func TestResetRefills(t *testing.T) {\n\tl := New(1, 2)\n\tl.Allow("a")\n\tl.Allow("a")\n'
                        '\tl.Reset("a")\n\tif !l.Allow("a") {\n\t\tt.Fatal("want allowed after reset")\n\t}\n}\n\n'
                        "func TestAllowBurst(t *testing.T) {\n",
                    ),
                    Run(
                        "go test ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/config", "ok 0.004s"),
                                (
                                    "internal/limiter",
                                    _nil_map_panic(
                                        "TestResetRefills",
                                        "internal/limiter.(*Limiter).Allow",
                                        "internal/limiter/limiter.go",
                                        24,
                                    ),
                                ),
                                ("internal/store", "ok 0.019s"),
                            ],
                        ),
                        1,
                    ),
                    A(
                        "The panic is in Allow: `buckets` is never initialised, so the first write hits "
                        "a nil map (the older tests only used keys through a pre-filled fixture). "
                        "Initialising it in New."
                    ),
                    Edit(
                        "internal/limiter/limiter.go",
                        "\treturn &Limiter{rate: rate, burst: burst}\n",
                        "\treturn &Limiter{rate: rate, burst: burst, buckets: make(map[string]*bucket)}\n",
                    ),
                    Run(
                        "go test ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/config", "ok 0.004s"),
                                ("internal/limiter", "ok 0.011s"),
                                ("internal/store", "ok 0.019s"),
                            ],
                        ),
                    ),
                    Run("go vet ./...", ""),
                    A(
                        "Reset is in, with a test; New now makes the buckets map, which fixed the nil-map "
                        "panic on first use."
                    ),
                ),
            ),
            Session(
                "aider",
                22,
                (
                    U(
                        "add a Registry that hands out one limiter per tenant, in internal/limiter/registry.go"
                    ),
                    Say(
                        "assistant",
                        "Here is a registry keyed by tenant id, creating limiters lazily.",
                    ),
                    Write(
                        "internal/limiter/registry.go",
                        'package limiter\n\nimport "sync"\n\n// Registry holds one Limiter per tenant.\n'
                        "type Registry struct {\n\tmu       sync.Mutex\n\trate     float64\n\tburst    int\n"
                        "\tlimiters map[string]*Limiter\n}\n\nfunc NewRegistry(rate float64, burst int) *Registry {\n"
                        "\treturn &Registry{rate: rate, burst: burst}\n}\n\n"
                        "func (r *Registry) For(tenant string) *Limiter {\n\tr.mu.Lock()\n\tdefer r.mu.Unlock()\n"
                        "\tl, ok := r.limiters[tenant]\n\tif !ok {\n\t\tl = New(r.rate, r.burst)\n"
                        "\t\tr.limiters[tenant] = l\n\t}\n\treturn l\n}\n",
                    ),
                    Run(
                        "go test ./internal/limiter/",
                        go_test(
                            MOD,
                            [
                                (
                                    "internal/limiter",
                                    _nil_map_panic(
                                        "TestRegistryReusesLimiter",
                                        "internal/limiter.(*Registry).For",
                                        "internal/limiter/registry.go",
                                        27,
                                    ),
                                )
                            ],
                        ),
                        1,
                    ),
                    Say(
                        "assistant",
                        "The registry's `limiters` map is nil: `NewRegistry` must create it.",
                    ),
                    Edit(
                        "internal/limiter/registry.go",
                        "\treturn &Registry{rate: rate, burst: burst}\n",
                        "\treturn &Registry{rate: rate, burst: burst, limiters: make(map[string]*Limiter)}\n",
                    ),
                    Run(
                        "go test ./internal/limiter/",
                        go_test(MOD, [("internal/limiter", "ok 0.009s")]),
                    ),
                    U("ok good, thanks"),
                    Run("git log --oneline -1", "e1f04aa limiter: per-tenant registry\n"),
                ),
            ),
        ),
    ),
    Scenario(
        id="go-regenerate-mocks",
        kind="error_fix",
        stack="go",
        project=P,
        lesson="After changing an interface, regenerate the mocks with `go generate ./...` (mockgen): stale mocks don't implement it.",
        expect=(("go generate", "mockgen"), ("mock",)),
        task="add a TTL method to the Store interface",
        sessions=(
            Session(
                "claude_code",
                30,
                (
                    U(
                        "The limiter needs to know how long until a key resets, for the Retry-After "
                        "header. Add Reset time to the Store interface and use it in the handler."
                    ),
                    Read(
                        "internal/store/store.go",
                        """package store

//go:generate mockgen -source=store.go -destination=../mocks/store_mock.go -package=mocks

type Store interface {
\tIncr(ctx context.Context, key string, window time.Duration) (int64, error)
}
""",
                    ),
                    Edit(
                        "internal/store/store.go",
                        "\tIncr(ctx context.Context, key string, window time.Duration) (int64, error)\n",
                        "\tIncr(ctx context.Context, key string, window time.Duration) (int64, error)\n"
                        "\tResetIn(ctx context.Context, key string) (time.Duration, error)\n",
                    ),
                    Edit(
                        "internal/store/redis.go",
                        "\treturn n, nil\n}\n",
                        "\treturn n, nil\n}\n\nfunc (s *RedisStore) ResetIn(ctx context.Context, key string) (time.Duration, error) {\n"
                        "\treturn s.rdb.PTTL(ctx, key).Result()\n}\n",
                    ),
                    Run(
                        "go test ./...",
                        """# example.com/ratelimit/internal/httpapi_test [example.com/ratelimit/internal/httpapi.test]
internal/httpapi/handler_test.go:23:28: cannot use st (variable of type *mocks.MockStore) as store.Store value in argument to NewHandler: *mocks.MockStore does not implement store.Store (missing method ResetIn)
ok  \texample.com/ratelimit/internal/config\t0.004s
FAIL\texample.com/ratelimit/internal/httpapi [build failed]
ok  \texample.com/ratelimit/internal/limiter\t0.010s
ok  \texample.com/ratelimit/internal/store\t0.021s
FAIL
""",
                        1,
                    ),
                    A(
                        "The generated mock predates `ResetIn`. Regenerating mocks with the go:generate "
                        "directive."
                    ),
                    Run("go generate ./...", ""),
                    Run(
                        "git status --short",
                        " M internal/mocks/store_mock.go\n M internal/store/redis.go\n M internal/store/store.go\n",
                    ),
                    Edit(
                        "internal/httpapi/handler.go",
                        "\t\tw.WriteHeader(http.StatusTooManyRequests)\n",
                        "\t\tif d, err := h.store.ResetIn(r.Context(), key); err == nil {\n"
                        '\t\t\tw.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(d.Seconds()))))\n\t\t}\n'
                        "\t\tw.WriteHeader(http.StatusTooManyRequests)\n",
                    ),
                    Run(
                        "go test ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/config", "ok 0.004s"),
                                ("internal/httpapi", "ok 0.015s"),
                                ("internal/limiter", "ok 0.010s"),
                                ("internal/mocks", "none"),
                                ("internal/store", "ok 0.021s"),
                            ],
                        ),
                    ),
                    A(
                        "429 responses carry Retry-After from the key's remaining TTL. The mocks were "
                        "regenerated (`go generate ./...`) after the interface change."
                    ),
                ),
            ),
            Session(
                "aider",
                46,
                (
                    Read("internal/store/store.go", ""),
                    U(
                        "add Delete(ctx, key) to the Store interface and implement it for redis, we need it "
                        "for the admin reset"
                    ),
                    A("Adding `Delete` to the interface and the Redis implementation."),
                    Edit(
                        "internal/store/store.go",
                        "\tResetIn(ctx context.Context, key string) (time.Duration, error)\n",
                        "\tResetIn(ctx context.Context, key string) (time.Duration, error)\n"
                        "\tDelete(ctx context.Context, key string) error\n",
                    ),
                    Edit(
                        "internal/store/redis.go",
                        "func (s *RedisStore) ResetIn(",
                        "func (s *RedisStore) Delete(ctx context.Context, key string) error {\n"
                        "\treturn s.rdb.Del(ctx, key).Err()\n}\n\nfunc (s *RedisStore) ResetIn(",
                    ),
                    Run(
                        "go test ./...",
                        """# example.com/ratelimit/internal/limiter_test [example.com/ratelimit/internal/limiter.test]
internal/limiter/admin_test.go:17:31: cannot use m (variable of type *mocks.MockStore) as store.Store value in argument to NewAdmin: *mocks.MockStore does not implement store.Store (missing method Delete)
FAIL\texample.com/ratelimit/internal/limiter [build failed]
FAIL""",
                    ),
                    U("/run go generate ./..."),
                    Run(
                        "go test ./...",
                        go_test(
                            MOD,
                            [
                                ("internal/config", "ok 0.004s"),
                                ("internal/httpapi", "ok 0.016s"),
                                ("internal/limiter", "ok 0.011s"),
                                ("internal/store", "ok 0.020s"),
                            ],
                        ),
                    ),
                    U("thanks"),
                ),
            ),
        ),
    ),
    Scenario(
        id="go-race-mutex",
        kind="error_fix",
        stack="go",
        project=P,
        lesson="A DATA RACE on shared state in the limiter: guard the field with the struct's sync.Mutex (lock around reads and writes).",
        expect=(
            (
                "mutex",
                "mu.lock",
                "atomic",
                "sync.",
                "under the lock",
                "hold the lock",
                "take the lock",
            ),
            ("race",),
        ),
        task="track per-key request counts for the metrics endpoint",
        sessions=(
            Session(
                "codex",
                34,
                (
                    U("count denied requests per limiter so /metrics can show them"),
                    Run(
                        "sed -n '1,60p' internal/limiter/limiter.go",
                        """type Limiter struct {
\tmu      sync.Mutex
\trate    float64
\tburst   int
\tbuckets map[string]*bucket
\tclock   clock.Clock
}
""",
                    ),
                    Edit(
                        "internal/limiter/limiter.go",
                        "\tclock   clock.Clock\n}\n",
                        "\tclock   clock.Clock\n\tdenied  int64\n}\n\n// Denied counts refused requests.\n"
                        "func (l *Limiter) Denied() int64 { return l.denied }\n",
                    ),
                    Edit(
                        "internal/limiter/limiter.go",
                        "\treturn b.take(l.clock.Now(), l.rate, l.burst)\n",
                        "\tok := b.take(l.clock.Now(), l.rate, l.burst)\n\tl.mu.Unlock()\n\tif !ok {\n\t\tl.denied++\n\t}\n\treturn ok\n",
                    ),
                    Run(
                        "go test -race ./internal/limiter/",
                        """==================
WARNING: DATA RACE
Read at 0x00c0000b4078 by goroutine 9:
  example.com/ratelimit/internal/limiter.(*Limiter).Denied()
      /home/dev/src/ratelimit/internal/limiter/limiter.go:22 +0x3c
  example.com/ratelimit/internal/limiter.TestDeniedConcurrent.func2()
      /home/dev/src/ratelimit/internal/limiter/limiter_test.go:71 +0x44

Previous write at 0x00c0000b4078 by goroutine 8:
  example.com/ratelimit/internal/limiter.(*Limiter).Allow()
      /home/dev/src/ratelimit/internal/limiter/limiter.go:41 +0x1a4
  example.com/ratelimit/internal/limiter.TestDeniedConcurrent.func1()
      /home/dev/src/ratelimit/internal/limiter/limiter_test.go:64 +0x5d

Goroutine 9 (running) created at:
  example.com/ratelimit/internal/limiter.TestDeniedConcurrent()
      /home/dev/src/ratelimit/internal/limiter/limiter_test.go:69 +0x1c4
==================
--- FAIL: TestDeniedConcurrent (0.01s)
    testing.go:1399: race detected during execution of test
FAIL
FAIL\texample.com/ratelimit/internal/limiter\t1.046s
FAIL
""",
                        1,
                    ),
                    A(
                        "`denied` is written after the unlock and read without the lock. Keeping both "
                        "under `l.mu`."
                    ),
                    Edit(
                        "internal/limiter/limiter.go",
                        "\tok := b.take(l.clock.Now(), l.rate, l.burst)\n\tl.mu.Unlock()\n\tif !ok {\n\t\tl.denied++\n\t}\n\treturn ok\n",
                        "\tok := b.take(l.clock.Now(), l.rate, l.burst)\n\tif !ok {\n\t\tl.denied++\n\t}\n\treturn ok\n",
                    ),
                    Edit(
                        "internal/limiter/limiter.go",
                        "func (l *Limiter) Denied() int64 { return l.denied }\n",
                        "func (l *Limiter) Denied() int64 {\n\tl.mu.Lock()\n\tdefer l.mu.Unlock()\n\treturn l.denied\n}\n",
                    ),
                    Run(
                        "go test -race ./internal/limiter/",
                        go_test(MOD, [("internal/limiter", "ok 1.061s")]),
                    ),
                    A(
                        "Denied requests are counted under the limiter's mutex; the race detector is clean."
                    ),
                ),
            ),
            Session(
                "claude_code",
                51,
                (
                    U("the eviction loop should record when it last ran, expose it on /healthz"),
                    Read(
                        "internal/limiter/evict.go",
                        """func (l *Limiter) evictLoop(ctx context.Context, every time.Duration) {
\tt := time.NewTicker(every)
\tdefer t.Stop()
\tfor {
\t\tselect {
\t\tcase <-ctx.Done():
\t\t\treturn
\t\tcase <-t.C:
\t\t\tl.evictIdle()
\t\t}
\t}
}
""",
                    ),
                    Edit(
                        "internal/limiter/evict.go",
                        "\t\t\tl.evictIdle()\n",
                        "\t\t\tl.evictIdle()\n\t\t\tl.lastEvict = l.clock.Now()\n",
                    ),
                    Edit(
                        "internal/limiter/evict.go",
                        "func (l *Limiter) evictLoop(",
                        "// LastEvict is when the eviction loop last ran.\n"
                        "func (l *Limiter) LastEvict() time.Time { return l.lastEvict }\n\n"
                        "func (l *Limiter) evictLoop(",
                    ),
                    Run(
                        "go test -race ./...",
                        """==================
WARNING: DATA RACE
Write at 0x00c00012a0d8 by goroutine 12:
  example.com/ratelimit/internal/limiter.(*Limiter).evictLoop()
      /home/dev/src/ratelimit/internal/limiter/evict.go:15 +0x1f0

Previous read at 0x00c00012a0d8 by goroutine 7:
  example.com/ratelimit/internal/limiter.(*Limiter).LastEvict()
      /home/dev/src/ratelimit/internal/limiter/evict.go:3 +0x2e
  example.com/ratelimit/internal/httpapi.(*Handler).healthz()
      /home/dev/src/ratelimit/internal/httpapi/health.go:14 +0x64
==================
--- FAIL: TestHealthzReportsEviction (0.02s)
    testing.go:1399: race detected during execution of test
FAIL
FAIL\texample.com/ratelimit/internal/httpapi\t1.112s
ok  \texample.com/ratelimit/internal/limiter\t1.074s
FAIL
""",
                        1,
                    ),
                    A(
                        "`lastEvict` is written by the eviction goroutine and read by /healthz without "
                        "synchronisation. Taking the limiter's mutex on both sides."
                    ),
                    Edit(
                        "internal/limiter/evict.go",
                        "\t\t\tl.lastEvict = l.clock.Now()\n",
                        "\t\t\tl.mu.Lock()\n\t\t\tl.lastEvict = l.clock.Now()\n\t\t\tl.mu.Unlock()\n",
                    ),
                    Edit(
                        "internal/limiter/evict.go",
                        "func (l *Limiter) LastEvict() time.Time { return l.lastEvict }\n",
                        "func (l *Limiter) LastEvict() time.Time {\n\tl.mu.Lock()\n\tdefer l.mu.Unlock()\n\treturn l.lastEvict\n}\n",
                    ),
                    Run(
                        "go test -race ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/config", "ok 1.010s"),
                                ("internal/httpapi", "ok 1.101s"),
                                ("internal/limiter", "ok 1.069s"),
                                ("internal/store", "ok 1.130s"),
                            ],
                        ),
                    ),
                    A(
                        "/healthz reports `last_evict`; reads and writes go through the mutex and "
                        "`go test -race ./...` is clean."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="go-redis-stay-v8",
        kind="revert",
        stack="go",
        project=P,
        lesson="Keep go-redis on v8 in ratelimit: the v9 upgrade broke the cluster client and was rolled back.",
        expect=(("go-redis", "redis"), ("v8", "v9")),
        task="update the Go module dependencies",
        sessions=(
            Session(
                "codex",
                37,
                (
                    U("bump our Go deps, there's a CVE notice for golang.org/x/net"),
                    Run(
                        "go get -u ./... && go mod tidy",
                        """go: upgraded github.com/go-redis/redis/v8 v8.11.5 => github.com/redis/go-redis/v9 v9.7.0
go: upgraded golang.org/x/net v0.28.0 => v0.31.0
go: upgraded github.com/prometheus/client_golang v1.19.1 => v1.20.5
""",
                    ),
                    Run(
                        "go build ./...",
                        """# example.com/ratelimit/internal/store
internal/store/cluster.go:19:38: undefined: redis.ClusterOptions.IdleCheckFrequency
internal/store/cluster.go:27:9: cannot use rdb.Pipelined(ctx, fn) (value of type []redis.Cmder) as []redis.Cmder value in return statement
internal/store/cluster.go:31:16: rdb.Process undefined (type *redis.ClusterClient has no field or method Process)
""",
                        1,
                    ),
                    A(
                        "The module path change to redis/go-redis/v9 pulled in the new cluster API; "
                        "three compile errors in cluster.go. I can port cluster.go to v9."
                    ),
                    U(
                        "no, put go.mod back. we stay on go-redis v8 until the cluster client is "
                        "rewritten, just take the x/net fix"
                    ),
                    Run("git checkout -- go.mod go.sum", ""),
                    Run(
                        "go get golang.org/x/net@v0.31.0 && go mod tidy",
                        "go: upgraded golang.org/x/net v0.28.0 => v0.31.0\n",
                    ),
                    Run(
                        "go build ./... && go test ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/config", "ok 0.004s"),
                                ("internal/httpapi", "ok 0.015s"),
                                ("internal/limiter", "ok 0.010s"),
                                ("internal/store", "ok 0.022s"),
                            ],
                        ),
                    ),
                    A(
                        "go.mod is back on go-redis v8; only golang.org/x/net moved to v0.31.0. Build and "
                        "tests pass."
                    ),
                ),
            ),
        ),
    ),
]
