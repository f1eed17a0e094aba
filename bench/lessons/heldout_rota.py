# ruff: noqa: E501
"""Held-out split of the learning corpus: rota-phx (Elixir/Phoenix).

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .heldout_outputs import mix_test
from .model import Edit, Read, Run, Scenario, Write
from .model import aider as _ai
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

_SHIFT_LIVE = """defmodule RotaWeb.ShiftLive.Index do
  use RotaWeb, :live_view

  alias Rota.Scheduling

  @impl true
  def mount(_params, _session, socket) do
    team = socket.assigns.current_member.team
    {:ok, assign(socket, team: team, shifts: Scheduling.list_week(team, Date.utc_today()))}
  end
end
"""


def _ownership_error(test: str, module: str, file: str, line: int, pid: str) -> str:
    return f"""  1) test {test} ({module})
     {file}:{line}
     ** (exit) exited in: GenServer.call(#PID<0.{pid}.0>, :flush, 5000)
         ** (EXIT) an exception was raised:
             ** (DBConnection.OwnershipError) cannot find ownership process for #PID<0.{pid}.0>.

     When using ownership, you must manage connections in one
     of the four ways:

     * By explicitly checking out a connection
     * By explicitly allowing a spawned process
     * By running the pool in shared mode
     * By using :caller option with allowed process

     The first two options require every new process to explicitly
     check a connection out or be allowed by calling checkout or
     allow respectively.

     See Ecto.Adapters.SQL.Sandbox docs for more information.
     code: assert :ok = NotificationBatcher.flush(batcher)
     stacktrace:
       (elixir 1.17.3) lib/gen_server.ex:1128: GenServer.call/3
       {file}:{line + 6}: (test)
"""


SCENARIOS: list[Scenario] = [
    Scenario(
        id="ex-queries-belong-in-context",
        kind="correction",
        stack="elixir",
        project="rota-phx",
        sessions=(
            _cx(
                16,
                _u(
                    "the shifts page should also list open shifts (no member assigned) from "
                    "the whole team for the next 14 days, in a sidebar"
                ),
                Read("lib/rota_web/live/shift_live/index.ex", _SHIFT_LIVE),
                Edit(
                    "lib/rota_web/live/shift_live/index.ex",
                    "    {:ok, assign(socket, team: team, shifts: Scheduling.list_week(team, "
                    "Date.utc_today()))}",
                    "    today = Date.utc_today()\n\n"
                    "    open =\n      from(s in Rota.Scheduling.Shift,\n"
                    "        where: s.team_id == ^team.id and is_nil(s.member_id),\n"
                    "        where: s.starts_on >= ^today and s.starts_on <= ^Date.add(today, 14),\n"
                    "        order_by: [asc: s.starts_on, asc: s.starts_at]\n      )\n"
                    "      |> Rota.Repo.all()\n\n"
                    "    {:ok, assign(socket, team: team, shifts: Scheduling.list_week(team, today), "
                    "open_shifts: open)}",
                ),
                Run(
                    "mix test test/rota_web/live/shift_live_test.exs",
                    mix_test(9, 0.8, compiled=1),
                ),
                _u(
                    "rather than building queries and calling Repo in the LiveView, put it in "
                    "Rota.Scheduling as a function and call that. the web side only talks to "
                    "contexts, that's what the context tests cover"
                ),
                _a(
                    "Makes sense — moving it into `Scheduling.list_open_shifts/2` with a context test."
                ),
                Edit(
                    "lib/rota/scheduling.ex",
                    "  def list_week(%Team{} = team, %Date{} = day) do",
                    '  @doc "Unassigned shifts of `team` from `from` for `days` days, oldest first."\n'
                    "  def list_open_shifts(%Team{} = team, %Date{} = from, days \\\\ 14) do\n"
                    "    until = Date.add(from, days)\n\n"
                    "    Shift\n    |> where([s], s.team_id == ^team.id and is_nil(s.member_id))\n"
                    "    |> where([s], s.starts_on >= ^from and s.starts_on <= ^until)\n"
                    "    |> order_by([s], asc: s.starts_on, asc: s.starts_at)\n"
                    "    |> Repo.all()\n  end\n\n"
                    "  def list_week(%Team{} = team, %Date{} = day) do",
                ),
                Edit(
                    "lib/rota_web/live/shift_live/index.ex",
                    "    open =\n      from(s in Rota.Scheduling.Shift,\n"
                    "        where: s.team_id == ^team.id and is_nil(s.member_id),\n"
                    "        where: s.starts_on >= ^today and s.starts_on <= ^Date.add(today, 14),\n"
                    "        order_by: [asc: s.starts_on, asc: s.starts_at]\n      )\n"
                    "      |> Rota.Repo.all()\n\n",
                    "    open = Scheduling.list_open_shifts(team, today)\n\n",
                ),
                Edit(
                    "test/rota/scheduling_test.exs",
                    '  describe "list_week/2" do',
                    '  describe "list_open_shifts/3" do\n'
                    '    test "only unassigned shifts inside the window" do\n'
                    "      team = insert(:team)\n"
                    "      open = insert(:shift, team: team, member: nil, starts_on: ~D[2026-09-20])\n"
                    "      insert(:shift, team: team, starts_on: ~D[2026-09-20])\n"
                    "      insert(:shift, team: team, member: nil, starts_on: ~D[2026-10-30])\n\n"
                    "      assert [%{id: id}] = Scheduling.list_open_shifts(team, ~D[2026-09-17])\n"
                    "      assert id == open.id\n    end\n  end\n\n"
                    '  describe "list_week/2" do',
                ),
                Run("mix test", mix_test(87, 2.4, compiled=2)),
                _u("good. sidebar title should be 'Up for grabs'"),
                Edit(
                    "lib/rota_web/live/shift_live/index.html.heex",
                    '<h2 class="text-sm font-semibold">Open shifts</h2>',
                    '<h2 class="text-sm font-semibold">Up for grabs</h2>',
                ),
                _a(
                    "Open shifts come from `Scheduling.list_open_shifts/3` now, sidebar retitled; 87 tests pass."
                ),
            ),
        ),
        lesson=(
            "In rota-phx, LiveViews and controllers don't build Ecto queries or call Repo: "
            "put the query in the context module (e.g. Rota.Scheduling) and call it from the "
            "web layer."
        ),
        expect=(("context",), ("repo", "query", "queries")),
        task="show each member's total hours this month on the team page",
    ),
    Scenario(
        id="ex-credo-strict-before-done",
        kind="convention",
        stack="elixir",
        project="rota-phx",
        sessions=(
            _cc(
                20,
                _u(
                    "we need a swap request: a member asks to swap a shift with someone, the "
                    "other accepts or declines. schema + context functions, no UI yet. and "
                    "fyi we run mix format --check-formatted and mix credo --strict before "
                    "anything counts as done here, CI rejects otherwise"
                ),
                Run(
                    "mix ecto.gen.migration create_swap_requests",
                    "* creating priv/repo/migrations/20260921091233_create_swap_requests.exs\n",
                ),
                Write(
                    "priv/repo/migrations/20260921091233_create_swap_requests.exs",
                    """defmodule Rota.Repo.Migrations.CreateSwapRequests do
  use Ecto.Migration

  def change do
    create table(:swap_requests) do
      add :shift_id, references(:shifts, on_delete: :delete_all), null: false
      add :from_member_id, references(:members, on_delete: :delete_all), null: false
      add :to_member_id, references(:members, on_delete: :delete_all), null: false
      add :status, :string, null: false, default: "pending"

      timestamps(type: :utc_datetime)
    end

    create index(:swap_requests, [:to_member_id, :status])
  end
end
""",
                ),
                Write(
                    "lib/rota/scheduling/swap_request.ex",
                    """defmodule Rota.Scheduling.SwapRequest do
  use Ecto.Schema
  import Ecto.Changeset

  schema "swap_requests" do
    field :status, Ecto.Enum, values: [:pending, :accepted, :declined], default: :pending
    belongs_to :shift, Rota.Scheduling.Shift
    belongs_to :from_member, Rota.Teams.Member
    belongs_to :to_member, Rota.Teams.Member
    timestamps(type: :utc_datetime)
  end

  def changeset(req, attrs) do
    req
    |> cast(attrs, [:shift_id, :from_member_id, :to_member_id, :status])
    |> validate_required([:shift_id, :from_member_id, :to_member_id])
    |> foreign_key_constraint(:shift_id)
  end
end
""",
                ),
                Edit(
                    "lib/rota/scheduling.ex",
                    "  def list_week(%Team{} = team, %Date{} = day) do",
                    "  def request_swap(shift, from, to) do\n"
                    "    %SwapRequest{}\n"
                    "    |> SwapRequest.changeset(%{shift_id: shift.id, from_member_id: from.id, "
                    "to_member_id: to.id})\n    |> Repo.insert()\n  end\n\n"
                    "  def answer_swap(%SwapRequest{status: :pending} = req, answer) when answer in "
                    "[:accepted, :declined] do\n"
                    "    Multi.new()\n"
                    "    |> Multi.update(:request, Ecto.Changeset.change(req, status: answer))\n"
                    "    |> Multi.run(:shift, fn repo, %{request: r} ->\n"
                    "      if answer == :accepted do\n"
                    "        shift = repo.get!(Shift, r.shift_id)\n"
                    "        repo.update(Ecto.Changeset.change(shift, member_id: r.to_member_id))\n"
                    "      else\n        {:ok, nil}\n      end\n    end)\n"
                    "    |> Repo.transaction()\n  end\n\n"
                    "  def list_week(%Team{} = team, %Date{} = day) do",
                ),
                Run(
                    "mix ecto.migrate && mix test test/rota/scheduling_test.exs",
                    mix_test(24, 0.9, compiled=2),
                ),
                Run("mix format --check-formatted", ""),
                Run(
                    "mix credo --strict",
                    """Checking 61 source files ...

  Code Readability
┃
┃ [R] → Modules should have a @moduledoc tag.
┃       lib/rota/scheduling/swap_request.ex:1:11 #(Rota.Scheduling.SwapRequest)
┃ [R] ↘ Pipe chain should start with a raw value.
┃       lib/rota/scheduling.ex:88 #(Rota.Scheduling.answer_swap)

Please report incorrect results: https://github.com/rrrene/credo/issues

Analysis took 0.9 seconds (0.05s to load, 0.8s running 55 checks on 61 files)
312 mods/funs, found 2 code readability issues.
""",
                    exit_code=8,
                ),
                Edit(
                    "lib/rota/scheduling/swap_request.ex",
                    "defmodule Rota.Scheduling.SwapRequest do\n  use Ecto.Schema",
                    "defmodule Rota.Scheduling.SwapRequest do\n"
                    '  @moduledoc "A member\'s request to hand a shift to another member."\n'
                    "  use Ecto.Schema",
                ),
                Edit(
                    "lib/rota/scheduling.ex",
                    "    Multi.new()\n    |> Multi.update(:request, Ecto.Changeset.change(req, status: answer))",
                    "    change = Ecto.Changeset.change(req, status: answer)\n\n"
                    "    Multi.new()\n    |> Multi.update(:request, change)",
                ),
                Run(
                    "mix credo --strict",
                    "Checking 61 source files ...\n\nPlease report incorrect results: "
                    "https://github.com/rrrene/credo/issues\n\n"
                    "Analysis took 0.9 seconds (0.05s to load, 0.8s running 55 checks on 61 files)\n"
                    "314 mods/funs, found no issues.\n",
                ),
                _a(
                    "Swap requests are in: migration, schema, `request_swap/3` and "
                    "`answer_swap/2` (accepting reassigns the shift in one transaction). "
                    "Tests pass, format and credo --strict are clean."
                ),
            ),
        ),
        lesson=(
            "Before calling rota-phx work done, run `mix format --check-formatted` and "
            "`mix credo --strict` and fix what they report; CI rejects otherwise."
        ),
        expect=(("credo",),),
        task="add a context function that cancels a member's future shifts when they leave",
    ),
    Scenario(
        id="ex-sandbox-allow-spawned",
        kind="error_fix",
        stack="elixir",
        project="rota-phx",
        sessions=(
            _cc(
                18,
                _u(
                    "shift change notifications go out one by one. batch them: a GenServer "
                    "that collects them per member and flushes every 30s, one email with the "
                    "list"
                ),
                Write(
                    "lib/rota/notifications/batcher.ex",
                    """defmodule Rota.Notifications.Batcher do
  @moduledoc "Collects shift-change notices per member and mails them in one digest."
  use GenServer

  alias Rota.Notifications

  def start_link(opts), do: GenServer.start_link(__MODULE__, opts, name: opts[:name])
  def push(server \\\\ __MODULE__, member_id, notice), do: GenServer.cast(server, {:push, member_id, notice})
  def flush(server \\\\ __MODULE__), do: GenServer.call(server, :flush)

  @impl true
  def init(opts) do
    interval = Keyword.get(opts, :interval, :timer.seconds(30))
    if interval != :manual, do: :timer.send_interval(interval, :flush)
    {:ok, %{}}
  end

  @impl true
  def handle_cast({:push, member_id, notice}, acc),
    do: {:noreply, Map.update(acc, member_id, [notice], &[notice | &1])}

  @impl true
  def handle_call(:flush, _from, acc) do
    Enum.each(acc, fn {member_id, notices} -> Notifications.send_digest(member_id, Enum.reverse(notices)) end)
    {:reply, :ok, %{}}
  end

  @impl true
  def handle_info(:flush, acc), do: {:noreply, elem(handle_call(:flush, nil, acc), 2)}
end
""",
                ),
                Write(
                    "test/rota/notifications/batcher_test.exs",
                    """defmodule Rota.Notifications.BatcherTest do
  use Rota.DataCase, async: true
  import Swoosh.TestAssertions

  alias Rota.Notifications.Batcher

  test "one digest per member on flush" do
    member = insert(:member)
    batcher = start_supervised!({Batcher, interval: :manual})
    Batcher.push(batcher, member.id, "Mon 22 Sep moved to 08:00")
    Batcher.push(batcher, member.id, "Tue 23 Sep cancelled")

    assert :ok = Batcher.flush(batcher)
    assert_email_sent(to: member.email, subject: "2 changes to your shifts")
  end
end
""",
                ),
                Run(
                    "mix test test/rota/notifications/batcher_test.exs",
                    mix_test(
                        4,
                        0.3,
                        _ownership_error(
                            "one digest per member on flush",
                            "Rota.Notifications.BatcherTest",
                            "test/rota/notifications/batcher_test.exs",
                            7,
                            "612",
                        ),
                        failed=1,
                        compiled=1,
                    ),
                    exit_code=2,
                ),
                _a(
                    "The batcher runs in its own process, which hasn't been allowed to use the "
                    "test's sandboxed connection, so `send_digest` can't read the member. "
                    "Allowing the pid after starting it."
                ),
                Edit(
                    "test/rota/notifications/batcher_test.exs",
                    "    batcher = start_supervised!({Batcher, interval: :manual})\n",
                    "    batcher = start_supervised!({Batcher, interval: :manual})\n"
                    "    Ecto.Adapters.SQL.Sandbox.allow(Rota.Repo, self(), batcher)\n",
                ),
                Run("mix test test/rota/notifications/batcher_test.exs", mix_test(4, 0.3)),
                Run("mix test", mix_test(92, 2.6)),
                _u(
                    "nice. 30s is maybe short, make it configurable via config :rota, :digest_interval"
                ),
                Edit(
                    "lib/rota/notifications/batcher.ex",
                    "    interval = Keyword.get(opts, :interval, :timer.seconds(30))",
                    "    interval = Keyword.get(opts, :interval, "
                    "Application.get_env(:rota, :digest_interval, :timer.seconds(30)))",
                ),
            ),
            _ai(
                49,
                _u(
                    "the calendar sync worker (Rota.Calendar.SyncWorker) has no tests. add one "
                    "that checks a shift gets pushed to the member's calendar feed table"
                ),
                Write(
                    "test/rota/calendar/sync_worker_test.exs",
                    """defmodule Rota.Calendar.SyncWorkerTest do
  use Rota.DataCase, async: true

  alias Rota.Calendar.{FeedEntry, SyncWorker}

  test "assigned shift lands in the feed" do
    shift = insert(:shift, starts_on: ~D[2026-10-21])
    {:ok, pid} = SyncWorker.start_link(name: nil, interval: :manual)
    :ok = SyncWorker.sync_now(pid)

    assert [%FeedEntry{shift_id: id}] = Repo.all(FeedEntry)
    assert id == shift.id
  end
end
""",
                ),
                Run(
                    "mix test test/rota/calendar/sync_worker_test.exs",
                    mix_test(
                        4,
                        0.4,
                        _ownership_error(
                            "assigned shift lands in the feed",
                            "Rota.Calendar.SyncWorkerTest",
                            "test/rota/calendar/sync_worker_test.exs",
                            6,
                            "733",
                        )
                        .replace(
                            "GenServer.call(#PID<0.733.0>, :flush, 5000)",
                            "GenServer.call(#PID<0.733.0>, :sync_now, 5000)",
                        )
                        .replace(
                            "code: assert :ok = NotificationBatcher.flush(batcher)",
                            "code: :ok = SyncWorker.sync_now(pid)",
                        ),
                        failed=1,
                        seed=90115,
                    ),
                    exit_code=2,
                ),
                Edit(
                    "test/rota/calendar/sync_worker_test.exs",
                    "    {:ok, pid} = SyncWorker.start_link(name: nil, interval: :manual)\n",
                    "    {:ok, pid} = SyncWorker.start_link(name: nil, interval: :manual)\n"
                    "    Ecto.Adapters.SQL.Sandbox.allow(Rota.Repo, self(), pid)\n",
                ),
                Run(
                    "mix test test/rota/calendar/sync_worker_test.exs",
                    mix_test(4, 0.4, seed=90115),
                ),
                _u("run everything"),
                Run("mix test", mix_test(97, 2.9, seed=90115)),
                _u("ty"),
            ),
        ),
        lesson=(
            "When a rota-phx test starts a GenServer/worker that touches the database, allow "
            "it on the test's sandbox connection with `Ecto.Adapters.SQL.Sandbox.allow(Rota.Repo, "
            "self(), pid)`, or it fails with DBConnection.OwnershipError."
        ),
        expect=(("sandbox.allow", "sandbox allow", "allow("), ("sandbox", "ownership")),
        task="add tests for the reminder scheduler process",
    ),
    Scenario(
        id="ex-liveview-1-0-reverted",
        kind="revert",
        stack="elixir",
        project="rota-phx",
        sessions=(
            _cx(
                30,
                _u("bump phoenix_live_view to 1.0, commit it on its own and run the suite"),
                Read(
                    "mix.exs",
                    """  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:phoenix_ecto, "~> 4.5"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:phoenix_html, "~> 4.1"},
      {:phoenix_live_view, "~> 0.20.17"},
      {:swoosh, "~> 1.16"},
      {:credo, "~> 1.7", only: [:dev, :test], runtime: false},
      {:ex_machina, "~> 2.8", only: :test}
    ]
  end
""",
                ),
                Edit(
                    "mix.exs",
                    '{:phoenix_live_view, "~> 0.20.17"}',
                    '{:phoenix_live_view, "~> 1.0"}',
                ),
                Run(
                    "mix deps.update phoenix_live_view",
                    "Resolving Hex dependencies...\nResolution completed in 0.214s\nChanged:\n"
                    "  phoenix_live_view 0.20.17 => 1.0.1 (minor)\n"
                    "* Updating phoenix_live_view (Hex package)\n",
                ),
                Run(
                    'git commit -am "deps: phoenix_live_view 1.0"',
                    "[main 7d2e4a1] deps: phoenix_live_view 1.0\n 2 files changed, 3 insertions(+), 3 deletions(-)\n",
                ),
                Run(
                    "mix test",
                    mix_test(
                        92,
                        3.1,
                        """  1) test shift form shows errors only after the field was touched (RotaWeb.ShiftLive.FormTest)
     test/rota_web/live/shift_live/form_test.exs:33
     Expected truthy, got false
     code: assert has_element?(view, "#shift-form .phx-no-feedback", "can't be blank")
     stacktrace:
       test/rota_web/live/shift_live/form_test.exs:41: (test)

  2) test member invite form hides errors before submit (RotaWeb.InviteLiveTest)
     test/rota_web/live/invite_live_test.exs:18
     Expected truthy, got false
     code: assert has_element?(view, "[phx-feedback-for='invite[email]'].phx-no-feedback")
     stacktrace:
       test/rota_web/live/invite_live_test.exs:24: (test)

warning: the phx-feedback-for attribute is no longer supported in LiveView 1.0, use Phoenix.Component.used_input?/1 instead
  lib/rota_web/components/core_components.ex:302: RotaWeb.CoreComponents.input/1
""",
                        failed=7,
                        compiled=58,
                    ),
                    exit_code=2,
                ),
                _a(
                    "1.0 dropped `phx-feedback-for`; the core input component and seven form "
                    "tests rely on it. Migrating means switching every form to `used_input?/1`."
                ),
                _u(
                    "ugh. revert the commit. the forms rewrite for used_input? is planned with "
                    "the design-system work next month; we stay on 0.20 until then"
                ),
                Run(
                    "git revert --no-edit HEAD",
                    '[main 0c9b3f8] Revert "deps: phoenix_live_view 1.0"\n'
                    " 2 files changed, 3 insertions(+), 3 deletions(-)\n",
                ),
                Run(
                    "mix deps.get && mix test",
                    "Resolving Hex dependencies...\n  phoenix_live_view 1.0.1 => 0.20.17\n"
                    + mix_test(92, 2.7, compiled=58),
                ),
                _a("Reverted; back on phoenix_live_view 0.20.17 and the suite is green."),
            ),
        ),
        lesson=(
            "Don't bump phoenix_live_view to 1.0 in rota-phx yet: it removes phx-feedback-for, "
            "which the core input component and form tests rely on; stay on 0.20 until the "
            "used_input? rewrite."
        ),
        expect=(
            ("phoenix_live_view", "liveview", "live_view", "live view"),
            ("1.0", "0.20", "phx-feedback-for"),
        ),
        task="upgrade the Phoenix dependencies",
    ),
    Scenario(
        id="ex-hex-timeout-retry",
        kind="none",
        stack="elixir",
        project="rota-phx",
        distractor="flaky",
        sessions=(
            _ai(
                35,
                _u("pulled main, deps are out of date. get them for me?"),
                _a("Sure, fetching them."),
                Run(
                    "mix deps.get",
                    "Resolving Hex dependencies...\n"
                    "** (Mix) Request failed (:timeout)\n\n"
                    "Failed to fetch record for 'hexpm/swoosh' from registry (using cache instead)\n"
                    ":timeout\n",
                    exit_code=1,
                ),
                _u("hex is having a moment. again"),
                Run(
                    "mix deps.get",
                    "Resolving Hex dependencies...\nResolution completed in 0.388s\nUnchanged:\n"
                    "  castore 1.0.9\n  credo 1.7.8\n  ecto 3.12.4\n  ecto_sql 3.12.1\n"
                    "  ex_machina 2.8.0\n  phoenix 1.7.14\n  swoosh 1.17.2\n"
                    "All dependencies are up to date\n",
                ),
                _u("ok. what does Scheduling.list_week do when the week crosses a month?"),
                Read(
                    "lib/rota/scheduling.ex",
                    """  def list_week(%Team{} = team, %Date{} = day) do
    monday = Date.beginning_of_week(day)
    sunday = Date.end_of_week(day)

    Shift
    |> where([s], s.team_id == ^team.id)
    |> where([s], s.starts_on >= ^monday and s.starts_on <= ^sunday)
    |> preload(:member)
    |> Repo.all()
  end
""",
                ),
                _a(
                    "Nothing special: it compares dates between Monday and Sunday of that "
                    "week, so 29 Sep – 5 Oct works the same as any other week."
                ),
                _u("right, thought so"),
            ),
        ),
        lesson="(none: flaky network retried)",
        expect=(),
        task="list shifts for a given month",
    ),
    Scenario(
        id="ex-ical-export-abandoned",
        kind="none",
        stack="elixir",
        project="rota-phx",
        distractor="abandoned",
        sessions=(
            _cc(
                57,
                _u(
                    "let's start on an iCal export of a member's shifts: GET /members/:id/shifts.ics"
                ),
                Run(
                    "grep -rn 'ical\\|ics' mix.exs lib | head",
                    "",
                ),
                _a(
                    "No iCal library yet. Options: generate the VCALENDAR text ourselves "
                    "(simple for VEVENTs without recurrence) or add `ical` from hex. I'd start "
                    "with a small hand-written encoder."
                ),
                Write(
                    "lib/rota/calendar/ics.ex",
                    """defmodule Rota.Calendar.ICS do
  @moduledoc "Minimal iCalendar encoding of shifts."

  def encode(shifts) do
    events = Enum.map_join(shifts, "\\r\\n", &event/1)
    "BEGIN:VCALENDAR\\r\\nVERSION:2.0\\r\\nPRODID:-//rota//EN\\r\\n" <> events <> "\\r\\nEND:VCALENDAR\\r\\n"
  end

  defp event(shift) do
    \"\"\"
    BEGIN:VEVENT\\r
    UID:shift-#{shift.id}@rota\\r
    DTSTART:#{stamp(shift.starts_at)}\\r
    DTEND:#{stamp(shift.ends_at)}\\r
    SUMMARY:#{shift.role}\\r
    END:VEVENT\\
    \"\"\"
  end

  defp stamp(dt), do: Calendar.strftime(dt, "%Y%m%dT%H%M%SZ")
end
""",
                ),
                _u(
                    "actually hold on. product hasn't decided whether it's a feed url or a "
                    "download, and the token story for feeds is unclear. let's park this, "
                    "delete the file"
                ),
                Run("rm lib/rota/calendar/ics.ex && git status --short", ""),
                _a("Removed; nothing else was changed."),
                _u("thanks, sorry for the back and forth"),
            ),
        ),
        lesson="(none: abandoned attempt)",
        expect=(),
        task="let members subscribe to their shifts from Google Calendar",
    ),
]
