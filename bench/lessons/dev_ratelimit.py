# ruff: noqa: E501
"""Dev scenarios of `ratelimit`: a Go rate-limiting service (token buckets, Redis store)."""

from __future__ import annotations

from .model import Edit, Read, Run, Say, Scenario, Session, Write
from .outputs import git_commit, go_test

P = "ratelimit"
MOD = "example.com/ratelimit"


def U(text: str) -> Say:
    return Say("user", text)


def A(text: str) -> Say:
    return Say("assistant", text)


SCENARIOS = [
    Scenario(
        id="go-inject-clock",
        kind="correction",
        stack="go",
        project=P,
        lesson="In ratelimit tests, inject the clock (internal/clock Fake) instead of sleeping or relying on time.Now.",
        expect=(("clock",), ("inject", "fake", "sleep", "time.now")),
        task="add a test for the burst window reset after an idle period",
        sessions=(
            Session(
                "claude_code",
                11,
                (
                    U(
                        "Refill is wrong after long idle periods, tokens go above burst. Fix and add a test."
                    ),
                    Read(
                        "internal/limiter/bucket.go",
                        """package limiter

import "time"

type bucket struct {
\ttokens float64
\tlast   time.Time
}

func (b *bucket) take(rate float64, burst int) bool {
\tnow := time.Now()
\tb.tokens += now.Sub(b.last).Seconds() * rate
\tb.last = now
\tif b.tokens < 1 {
\t\treturn false
\t}
\tb.tokens--
\treturn true
}
""",
                    ),
                    Edit(
                        "internal/limiter/bucket.go",
                        "\tb.tokens += now.Sub(b.last).Seconds() * rate\n",
                        "\tb.tokens = math.Min(float64(burst), b.tokens+now.Sub(b.last).Seconds()*rate)\n",
                    ),
                    Edit(
                        "internal/limiter/bucket_test.go",
                        "func TestTakeEmpty(t *testing.T) {\n",
                        "func TestRefillCapsAtBurst(t *testing.T) {\n\tb := &bucket{tokens: 0, last: time.Now()}\n"
                        "\ttime.Sleep(1500 * time.Millisecond)\n\tfor i := 0; i < 2; i++ {\n\t\tb.take(10, 2)\n\t}\n"
                        '\tif b.take(10, 2) {\n\t\tt.Fatal("third take allowed: tokens exceeded burst")\n\t}\n}\n\n'
                        "func TestTakeEmpty(t *testing.T) {\n",
                    ),
                    Run(
                        "go test ./internal/limiter/ -run TestRefill -v",
                        """=== RUN   TestRefillCapsAtBurst
--- PASS: TestRefillCapsAtBurst (1.50s)
PASS
ok  \texample.com/ratelimit/internal/limiter\t1.512s
""",
                    ),
                    U(
                        "rather than sleeping in the test, inject the clock. there's clock.Clock and "
                        "clock.Fake in internal/clock. the bucket gets its time from the clock, it "
                        "shouldn't call time.Now itself"
                    ),
                    Read(
                        "internal/clock/clock.go",
                        """package clock

import "time"

type Clock interface{ Now() time.Time }

type Real struct{}

func (Real) Now() time.Time { return time.Now() }

type Fake struct{ T time.Time }

func (f *Fake) Now() time.Time        { return f.T }
func (f *Fake) Advance(d time.Duration) { f.T = f.T.Add(d) }
""",
                    ),
                    Edit(
                        "internal/limiter/bucket.go",
                        "func (b *bucket) take(rate float64, burst int) bool {\n\tnow := time.Now()\n",
                        "func (b *bucket) take(now time.Time, rate float64, burst int) bool {\n",
                    ),
                    Edit(
                        "internal/limiter/limiter.go",
                        "\treturn b.take(l.rate, l.burst)\n",
                        "\treturn b.take(l.clock.Now(), l.rate, l.burst)\n",
                    ),
                    Edit(
                        "internal/limiter/bucket_test.go",
                        "\tb := &bucket{tokens: 0, last: time.Now()}\n\ttime.Sleep(1500 * time.Millisecond)\n"
                        "\tfor i := 0; i < 2; i++ {\n\t\tb.take(10, 2)\n\t}\n\tif b.take(10, 2) {\n",
                        "\tc := &clock.Fake{T: time.Unix(0, 0)}\n\tb := &bucket{tokens: 0, last: c.Now()}\n"
                        "\tc.Advance(90 * time.Second)\n\tfor i := 0; i < 2; i++ {\n\t\tb.take(c.Now(), 10, 2)\n\t}\n"
                        "\tif b.take(c.Now(), 10, 2) {\n",
                    ),
                    Run(
                        "go test ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/clock", "none"),
                                ("internal/config", "ok 0.004s"),
                                ("internal/limiter", "ok 0.008s"),
                                ("internal/store", "ok 0.021s"),
                            ],
                        ),
                    ),
                    A(
                        "The bucket now gets `now` from the limiter's injected clock (`clock.Real` in "
                        "production); the test advances a `clock.Fake` by 90 s instead of sleeping, so it "
                        "runs in milliseconds. Tokens are capped at burst."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="go-wrap-errors-w",
        kind="correction",
        stack="go",
        project=P,
        lesson='Wrap errors with fmt.Errorf("...: %w", err) so callers can errors.Is/As them; no string concatenation of err.Error().',
        expect=(("%w", "wrap"), ("error", "errorf")),
        task="return a clear error when the redis backend is unreachable",
        sessions=(
            Session(
                "codex",
                13,
                (
                    U(
                        "the store's Incr swallows the redis error context. give it a useful message"
                    ),
                    Run(
                        "sed -n '1,80p' internal/store/redis.go",
                        """package store

func (s *RedisStore) Incr(ctx context.Context, key string, window time.Duration) (int64, error) {
\tn, err := s.rdb.Incr(ctx, key).Result()
\tif err != nil {
\t\treturn 0, err
\t}
\ts.rdb.Expire(ctx, key, window)
\treturn n, nil
}
""",
                    ),
                    Edit(
                        "internal/store/redis.go",
                        "\t\treturn 0, err\n",
                        '\t\treturn 0, errors.New("store: incr " + key + ": " + err.Error())\n',
                    ),
                    Run(
                        "go build ./... && go test ./internal/store/",
                        go_test(MOD, [("internal/store", "ok 0.020s")]),
                    ),
                    A("Incr now returns `store: incr <key>: <redis error>`."),
                    U(
                        "wrap it with %w, not string concatenation. the handler does errors.Is(err, "
                        "redis.Nil) and context.DeadlineExceeded checks, those break if you flatten it"
                    ),
                    Edit(
                        "internal/store/redis.go",
                        '\t\treturn 0, errors.New("store: incr " + key + ": " + err.Error())\n',
                        '\t\treturn 0, fmt.Errorf("store: incr %q: %w", key, err)\n',
                    ),
                    Edit(
                        "internal/store/redis_test.go",
                        "func TestIncrExpires(t *testing.T) {\n",
                        "func TestIncrKeepsCause(t *testing.T) {\n\ts := newBrokenStore(t)\n"
                        '\t_, err := s.Incr(context.Background(), "k", time.Second)\n'
                        '\tif !errors.Is(err, net.ErrClosed) {\n\t\tt.Fatalf("cause lost: %v", err)\n\t}\n}\n\n'
                        "func TestIncrExpires(t *testing.T) {\n",
                    ),
                    Run(
                        "go test ./internal/store/", go_test(MOD, [("internal/store", "ok 0.024s")])
                    ),
                    Run("golangci-lint run ./...", "0 issues.\n"),
                    A(
                        'Incr wraps the cause with `%w` (`store: incr "k": ...`) and a test checks '
                        "`errors.Is` still finds it."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="go-race-detector",
        kind="convention",
        stack="go",
        project=P,
        lesson="In ratelimit, always run the tests with the race detector (go test -race ./...) before committing.",
        expect=(("-race", "race detector"),),
        task="add a background goroutine that evicts idle buckets",
        sessions=(
            Session(
                "aider",
                19,
                (
                    Read("internal/limiter/limiter.go", ""),
                    U(
                        "add a Len() method returning how many buckets the limiter holds, for the metrics "
                        "endpoint. we always run go test -race ./... before committing in this repo, "
                        "everything here is concurrent"
                    ),
                    A("Adding `Len()` under the mutex."),
                    Edit(
                        "internal/limiter/limiter.go",
                        "// Reset forgets key's bucket: its next request starts full.\n",
                        "// Len is the number of buckets held.\nfunc (l *Limiter) Len() int {\n"
                        "\tl.mu.Lock()\n\tdefer l.mu.Unlock()\n\treturn len(l.buckets)\n}\n\n"
                        "// Reset forgets key's bucket: its next request starts full.\n",
                    ),
                    Run(
                        "go test -race ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/clock", "none"),
                                ("internal/config", "ok 1.014s"),
                                ("internal/limiter", "ok 1.093s"),
                                ("internal/store", "ok 1.131s"),
                            ],
                        ),
                    ),
                    U("good. and wire it into /metrics as ratelimit_buckets"),
                    Edit(
                        "cmd/ratelimitd/metrics.go",
                        "\tprometheus.MustRegister(requests)\n",
                        "\tprometheus.MustRegister(requests)\n\tprometheus.MustRegister(prometheus.NewGaugeFunc(\n"
                        '\t\tprometheus.GaugeOpts{Name: "ratelimit_buckets", Help: "Buckets held."},\n'
                        "\t\tfunc() float64 { return float64(lim.Len()) },\n\t))\n",
                    ),
                    Run(
                        "go test -race ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/clock", "none"),
                                ("internal/config", "ok 1.011s"),
                                ("internal/limiter", "ok 1.088s"),
                                ("internal/store", "ok 1.127s"),
                            ],
                        ),
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="go-config-package-env",
        kind="convention",
        stack="go",
        project=P,
        lesson="Settings come from RATELIMIT_* environment variables read only in internal/config; no os.Getenv elsewhere.",
        expect=(("internal/config", "config package", "config."), ("getenv", "env")),
        task="make the redis pool size configurable",
        sessions=(
            Session(
                "claude_code",
                28,
                (
                    U(
                        "The redis dial timeout is hardcoded to 5s. Make it configurable. Reminder of the "
                        "house rule: configuration is read from RATELIMIT_* env vars in internal/config "
                        "and passed down; nothing else calls os.Getenv."
                    ),
                    Read(
                        "internal/config/config.go",
                        """package config

type Config struct {
\tListenAddr string        `env:"RATELIMIT_LISTEN_ADDR" default:":8080"`
\tRedisURL   string        `env:"RATELIMIT_REDIS_URL" default:"redis://localhost:6379/0"`
\tRate       float64       `env:"RATELIMIT_RATE" default:"10"`
\tBurst      int           `env:"RATELIMIT_BURST" default:"20"`
}

func Load() (Config, error) { return loadEnv[Config]() }
""",
                    ),
                    Edit(
                        "internal/config/config.go",
                        '\tBurst      int           `env:"RATELIMIT_BURST" default:"20"`\n',
                        '\tBurst      int           `env:"RATELIMIT_BURST" default:"20"`\n'
                        '\tRedisDialTimeout time.Duration `env:"RATELIMIT_REDIS_DIAL_TIMEOUT" default:"5s"`\n',
                    ),
                    Read(
                        "internal/store/redis.go",
                        """func NewRedisStore(url string) (*RedisStore, error) {
\topt, err := redis.ParseURL(url)
\tif err != nil {
\t\treturn nil, err
\t}
\topt.DialTimeout = 5 * time.Second
\treturn &RedisStore{rdb: redis.NewClient(opt)}, nil
}
""",
                    ),
                    Edit(
                        "internal/store/redis.go",
                        "func NewRedisStore(url string) (*RedisStore, error) {\n",
                        "func NewRedisStore(url string, dialTimeout time.Duration) (*RedisStore, error) {\n",
                    ),
                    Edit(
                        "internal/store/redis.go",
                        "\topt.DialTimeout = 5 * time.Second\n",
                        "\topt.DialTimeout = dialTimeout\n",
                    ),
                    Edit(
                        "cmd/ratelimitd/main.go",
                        "\tst, err := store.NewRedisStore(cfg.RedisURL)\n",
                        "\tst, err := store.NewRedisStore(cfg.RedisURL, cfg.RedisDialTimeout)\n",
                    ),
                    Run(
                        "go build ./... && go test ./...",
                        go_test(
                            MOD,
                            [
                                ("cmd/ratelimitd", "none"),
                                ("internal/clock", "none"),
                                ("internal/config", "ok 0.005s"),
                                ("internal/limiter", "ok 0.009s"),
                                ("internal/store", "ok 0.022s"),
                            ],
                        ),
                    ),
                    A(
                        "Added `RATELIMIT_REDIS_DIAL_TIMEOUT` (default 5s) to Config; main passes it to "
                        "`NewRedisStore`. Build and tests pass."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="go-chitchat-refill",
        kind="none",
        stack="go",
        project=P,
        distractor="chit-chat",
        lesson="",
        expect=(),
        task="document the refill algorithm in the README",
        sessions=(
            Session(
                "aider",
                9,
                (
                    Read("internal/limiter/bucket.go", ""),
                    U("/ask why is tokens a float64 and not an int?"),
                    A(
                        "Because refill is continuous: at 10 tokens/s, 150 ms adds 1.5 tokens. An int "
                        "would drop the fraction on every call and the effective rate would fall below "
                        "the configured one for callers that come often."
                    ),
                    U("and burst is the cap?"),
                    A(
                        "Yes: tokens never exceed `burst`, so after a long idle period a client can send "
                        "at most `burst` requests at once, then `rate` per second."
                    ),
                    U("Never mind the rest, I think I get it now."),
                    A("Sure. Ask again if the refill maths looks off anywhere."),
                    U("thanks, that's all for today"),
                ),
            ),
        ),
    ),
    Scenario(
        id="go-abandoned-leaky-bucket",
        kind="none",
        stack="go",
        project=P,
        distractor="abandoned",
        lesson="",
        expect=(),
        task="add a sliding-window algorithm option",
        sessions=(
            Session(
                "claude_code",
                43,
                (
                    U("Let's try a leaky bucket variant behind an option, to compare smoothing."),
                    Read(
                        "internal/limiter/limiter.go",
                        "type Limiter struct {\n\tmu      sync.Mutex\n}\n",
                    ),
                    Write(
                        "internal/limiter/leaky.go",
                        """package limiter

// Leaky drains at a constant rate; requests queue up to capacity.
type Leaky struct {
\tcapacity int
\tqueue    chan struct{}
}

func NewLeaky(rate float64, capacity int) *Leaky {
\treturn &Leaky{capacity: capacity, queue: make(chan struct{}, capacity)}
}
""",
                    ),
                    Run(
                        "go test ./internal/limiter/",
                        """# example.com/ratelimit/internal/limiter [example.com/ratelimit/internal/limiter.test]
internal/limiter/leaky_test.go:9:4: l.Allow undefined (type *Leaky has no field or method Allow)
FAIL\texample.com/ratelimit/internal/limiter [build failed]
FAIL
""",
                        1,
                    ),
                    A(
                        "I still need Allow and the drain goroutine; the test I sketched calls Allow."
                    ),
                    U(
                        "hmm, let's park this, I need to think about whether we want queueing at all. "
                        "leave it on a branch"
                    ),
                    Run(
                        'git switch -c spike/leaky-bucket && git add -A && git commit -m "wip: leaky bucket spike"',
                        "Switched to a new branch 'spike/leaky-bucket'\n"
                        + git_commit("spike/leaky-bucket", "wip: leaky bucket spike", 2, 31, 0),
                    ),
                    Run(
                        "git switch main",
                        "Switched to branch 'main'\nYour branch is up to date with 'origin/main'.\n",
                    ),
                ),
            ),
        ),
    ),
]
