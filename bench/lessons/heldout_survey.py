# ruff: noqa: E501
"""Held-out split of the learning corpus: survey-hub (Python/Django).

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Write
from .model import aider as _ai
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

_DJ = "/srv/survey-hub"


def _dj_tests(n: int, seconds: float, body: str = "", failed: int = 0) -> str:
    """`python manage.py test`: creating the test db, dots, failures, the summary."""
    lines = [
        f"Found {n} test(s).",
        "Creating test database for alias 'default'...",
        "System check identified no issues (0 silenced).",
        "." * (n - failed) + "E" * failed,
    ]
    if body:
        lines += [body.rstrip("\n")]
    lines += [
        "----------------------------------------------------------------------",
        f"Ran {n} tests in {seconds:.3f}s",
        "",
        f"FAILED (errors={failed})" if failed else "OK",
        "Destroying test database for alias 'default'...",
    ]
    return "\n".join(lines) + "\n"


def _conflict(app: str, a: str, b: str) -> str:
    return (
        "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration "
        f"graph: ({a}, {b} in {app}).\n"
        "To fix them run 'python manage.py makemigrations --merge'\n"
    )


SCENARIOS: list[Scenario] = [
    Scenario(
        id="py-poetry-not-pip",
        kind="correction",
        stack="python",
        project="survey-hub",
        sessions=(
            _ai(
                2,
                _u(
                    "add filtering to the responses API: ?survey=<id>&submitted_after=<date>. "
                    "django-filter would do it"
                ),
                Read(
                    "surveys/api/views.py",
                    """from rest_framework import viewsets

from surveys.models import Response
from surveys.api.serializers import ResponseSerializer


class ResponseViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Response.objects.select_related("survey").order_by("-submitted_at")
    serializer_class = ResponseSerializer
""",
                ),
                _a("I'll install django-filter and add a FilterSet."),
                Run(
                    "pip install django-filter",
                    "Collecting django-filter\n"
                    "  Downloading django_filter-24.3-py3-none-any.whl.metadata (5.2 kB)\n"
                    "Requirement already satisfied: Django>=4.2 in ./.venv/lib/python3.12/site-packages "
                    "(from django-filter) (4.2.16)\n"
                    "Downloading django_filter-24.3-py3-none-any.whl (95 kB)\n"
                    "Installing collected packages: django-filter\n"
                    "Successfully installed django-filter-24.3\n",
                ),
                _u(
                    "we're on poetry. a pip install into the venv isn't recorded anywhere, CI "
                    "installs from poetry.lock and this would blow up on deploy. poetry add it"
                ),
                _a("Right — adding it through poetry so pyproject.toml and poetry.lock record it."),
                Run(
                    "poetry add django-filter@^24.3",
                    "Using version ^24.3 for django-filter\n\n"
                    "Updating dependencies\nResolving dependencies... (1.4s)\n\n"
                    "Package operations: 0 installs, 0 updates, 0 removals\n\n"
                    "Writing lock file\n",
                ),
                Write(
                    "surveys/api/filters.py",
                    """import django_filters

from surveys.models import Response


class ResponseFilter(django_filters.FilterSet):
    survey = django_filters.NumberFilter(field_name="survey_id")
    submitted_after = django_filters.IsoDateTimeFilter(field_name="submitted_at", lookup_expr="gte")

    class Meta:
        model = Response
        fields = ["survey", "submitted_after"]
""",
                ),
                Edit(
                    "surveys/api/views.py",
                    "    serializer_class = ResponseSerializer",
                    "    serializer_class = ResponseSerializer\n"
                    "    filter_backends = [DjangoFilterBackend]\n"
                    "    filterset_class = ResponseFilter",
                ),
                Run(
                    "poetry run python manage.py test surveys.tests.test_api",
                    _dj_tests(14, 1.208),
                ),
                _u("good. git diff --stat?"),
                Run(
                    "git diff --stat",
                    " poetry.lock               | 17 ++++++++++++++++-\n"
                    " pyproject.toml            |  1 +\n"
                    " surveys/api/filters.py    | 12 ++++++++++++\n"
                    " surveys/api/views.py      |  4 ++++\n"
                    " 4 files changed, 33 insertions(+), 1 deletion(-)\n",
                ),
            ),
        ),
        lesson=(
            "survey-hub manages dependencies with poetry: add packages with `poetry add` so "
            "pyproject.toml and poetry.lock record them; don't pip install into the venv."
        ),
        expect=(("poetry add", "poetry"), ("pip", "dependenc", "package", "poetry.lock")),
        task="add a library for exporting responses to Excel",
    ),
    Scenario(
        id="py-celery-pass-primary-keys",
        kind="convention",
        stack="python",
        project="survey-hub",
        sessions=(
            _cc(
                21,
                _u(
                    "When a survey closes we should email the owner a summary PDF. Make it a "
                    "celery task triggered from Survey.close(). One thing before you start: "
                    "don't pass model instances to .delay(), pass the primary key and load the "
                    "object inside the task. our broker serializer is json and stale "
                    "instances have bitten us before."
                ),
                Read(
                    "surveys/models.py",
                    """class Survey(models.Model):
    title = models.CharField(max_length=200)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    closes_at = models.DateTimeField(null=True, blank=True)
    closed = models.BooleanField(default=False)

    def close(self):
        self.closed = True
        self.save(update_fields=["closed"])
""",
                ),
                Write(
                    "surveys/tasks.py",
                    """from celery import shared_task
from django.core.mail import EmailMessage

from surveys.models import Survey
from surveys.reports import summary_pdf


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def send_summary(self, survey_id: int) -> None:
    survey = Survey.objects.select_related("owner").get(pk=survey_id)
    msg = EmailMessage(
        subject=f"Results: {survey.title}",
        body="Your survey has closed. The summary is attached.",
        to=[survey.owner.email],
    )
    msg.attach(f"survey-{survey.pk}.pdf", summary_pdf(survey), "application/pdf")
    msg.send()
""",
                ),
                Edit(
                    "surveys/models.py",
                    '        self.save(update_fields=["closed"])',
                    '        self.save(update_fields=["closed"])\n'
                    "        from surveys.tasks import send_summary\n\n"
                    "        transaction.on_commit(lambda: send_summary.delay(self.pk))",
                ),
                Write(
                    "surveys/tests/test_tasks.py",
                    """from django.core import mail
from django.test import TestCase, override_settings

from surveys.tests.factories import SurveyFactory


@override_settings(CELERY_TASK_ALWAYS_EAGER=True)
class SendSummaryTests(TestCase):
    def test_closing_emails_owner(self):
        survey = SurveyFactory(title="Canteen feedback")
        with self.captureOnCommitCallbacks(execute=True):
            survey.close()
        self.assertEqual(len(mail.outbox), 1)
        self.assertEqual(mail.outbox[0].subject, "Results: Canteen feedback")
        self.assertEqual(mail.outbox[0].attachments[0][2], "application/pdf")
""",
                ),
                Run("poetry run python manage.py test surveys", _dj_tests(63, 4.771)),
                _u("why on_commit?"),
                _a(
                    "If close() runs inside a transaction, a worker could pick the task up "
                    "before the commit and still see closed=False (or no row at all). "
                    "on_commit enqueues only once the change is visible."
                ),
                _u("👍"),
            ),
        ),
        lesson=(
            "Don't pass Django model instances to Celery tasks in survey-hub: pass the primary "
            "key and load the object inside the task (JSON serializer, stale instances)."
        ),
        expect=(("primary key", "pk", " id", "ids"), ("celery", "task", "delay")),
        task="queue a job that recalculates a survey's statistics after each response",
    ),
    Scenario(
        id="py-makemigrations-merge",
        kind="error_fix",
        stack="python",
        project="survey-hub",
        sessions=(
            _cx(
                26,
                _u(
                    "pulled main and migrate is unhappy. fix it, then add a locale field to "
                    "Response (CharField 10, blank ok)"
                ),
                Run(
                    "poetry run python manage.py migrate",
                    _conflict("surveys", "0014_response_channel", "0014_survey_closes_at"),
                    exit_code=1,
                ),
                Run(
                    "ls surveys/migrations | tail -n 4",
                    "0013_question_help_text.py\n0014_response_channel.py\n"
                    "0014_survey_closes_at.py\n__init__.py\n",
                ),
                Run(
                    "poetry run python manage.py makemigrations --merge --noinput",
                    "Merging surveys\n"
                    "  Branch 0014_response_channel\n    + Add field channel to response\n"
                    "  Branch 0014_survey_closes_at\n    + Add field closes_at to survey\n\n"
                    "Created new merge migration "
                    f"{_DJ}/surveys/migrations/0015_merge_20260927_1012.py\n",
                ),
                Run(
                    "poetry run python manage.py migrate",
                    "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, "
                    "sessions, surveys\nRunning migrations:\n"
                    "  Applying surveys.0014_response_channel... OK\n"
                    "  Applying surveys.0015_merge_20260927_1012... OK\n",
                ),
                Edit(
                    "surveys/models.py",
                    '    channel = models.CharField(max_length=16, default="web")',
                    '    channel = models.CharField(max_length=16, default="web")\n'
                    "    locale = models.CharField(max_length=10, blank=True)",
                ),
                Run(
                    "poetry run python manage.py makemigrations surveys && "
                    "poetry run python manage.py migrate",
                    "Migrations for 'surveys':\n  surveys/migrations/0016_response_locale.py\n"
                    "    + Add field locale to response\n"
                    "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, "
                    "sessions, surveys\nRunning migrations:\n"
                    "  Applying surveys.0016_response_locale... OK\n",
                ),
                Run("poetry run python manage.py test surveys", _dj_tests(61, 4.402)),
            ),
            _cc(
                55,
                _u(
                    "rebased on main after the holidays, local db won't migrate. can you sort "
                    "it out and run the tests"
                ),
                Run(
                    "poetry run python manage.py migrate",
                    "Traceback (most recent call last):\n"
                    '  File "/srv/survey-hub/manage.py", line 22, in <module>\n'
                    "    main()\n"
                    '  File "/srv/survey-hub/.venv/lib/python3.12/site-packages/django/core/'
                    'management/commands/migrate.py", line 139, in handle\n'
                    "    raise CommandError(\n"
                    + _conflict("accounts", "0007_user_timezone", "0007_orgmembership_role"),
                    exit_code=1,
                ),
                _a(
                    "Two branches each added an 0007 in accounts. Neither touches the other's "
                    "fields, so a merge migration is enough."
                ),
                Run(
                    "poetry run python manage.py makemigrations accounts --merge --noinput",
                    "Merging accounts\n"
                    "  Branch 0007_orgmembership_role\n    + Add field role to orgmembership\n"
                    "  Branch 0007_user_timezone\n    + Add field timezone to user\n\n"
                    "Created new merge migration "
                    f"{_DJ}/accounts/migrations/0008_merge_20261026_0915.py\n",
                ),
                Run(
                    "poetry run python manage.py migrate",
                    "Operations to perform:\n  Apply all migrations: accounts, admin, auth, "
                    "contenttypes, sessions, surveys\nRunning migrations:\n"
                    "  Applying accounts.0007_orgmembership_role... OK\n"
                    "  Applying accounts.0008_merge_20261026_0915... OK\n",
                ),
                Run("poetry run python manage.py test", _dj_tests(118, 8.913)),
                _u("lovely. commit just the merge migration"),
                Run(
                    "git add accounts/migrations/0008_merge_20261026_0915.py && "
                    "git commit -m 'accounts: merge migration'",
                    "[main 5be21c7] accounts: merge migration\n 1 file changed, 13 insertions(+)\n",
                ),
            ),
        ),
        lesson=(
            "When Django reports 'Conflicting migrations detected; multiple leaf nodes' in "
            "survey-hub after a pull/rebase, create a merge migration with `python manage.py "
            "makemigrations --merge` and migrate again."
        ),
        expect=(("--merge", "merge migration"),),
        task="pull the latest main and add a field to the organisation model",
    ),
    Scenario(
        id="py-django-51-reverted",
        kind="revert",
        stack="python",
        project="survey-hub",
        sessions=(
            _cc(
                43,
                _u("can we go to Django 5.1? 4.2 is fine but I'd like the new stuff"),
                Run(
                    "poetry add django@^5.1",
                    "Updating dependencies\nResolving dependencies... (3.2s)\n\n"
                    "Package operations: 0 installs, 1 update, 0 removals\n\n"
                    "  - Updating django (4.2.16 -> 5.1.3)\n\nWriting lock file\n",
                ),
                Run(
                    "poetry run python manage.py check",
                    "Traceback (most recent call last):\n"
                    '  File "/srv/survey-hub/manage.py", line 22, in <module>\n'
                    "    main()\n"
                    '  File "/srv/survey-hub/.venv/lib/python3.12/site-packages/django/db/'
                    'models/base.py", line 143, in __new__\n'
                    '    new_class.add_to_class("_meta", Options(meta, app_label))\n'
                    '  File "/srv/survey-hub/.venv/lib/python3.12/site-packages/django/db/'
                    'models/options.py", line 226, in contribute_to_class\n'
                    "    raise TypeError(\n"
                    "TypeError: 'class Meta' got invalid attribute(s): index_together\n",
                    exit_code=1,
                ),
                Run(
                    "grep -rn 'index_together' --include=models.py .",
                    './surveys/models.py:58:        index_together = [("survey", "submitted_at")]\n'
                    './surveys/models.py:91:        index_together = [("question", "response")]\n',
                ),
                _a(
                    "5.1 removed `Meta.index_together`. Switching to `Meta.indexes` generates "
                    "RenameIndex migrations on surveys_response and surveys_answer."
                ),
                _u(
                    "put it back. surveys_answer is ~80M rows, I'm not renaming indexes on it "
                    "as part of a version bump — that needs a maintenance window. we stay on "
                    "4.2 LTS until the index_together cleanup ships on its own"
                ),
                Run(
                    "git checkout -- pyproject.toml poetry.lock && poetry install --sync",
                    "Installing dependencies from lock file\n\nPackage operations: 0 installs, 1 update, 0 removals\n\n  - Downgrading django (5.1.3 -> 4.2.16)\n\nInstalling the current project: survey-hub (0.1.0)\n",
                ),
                Run("poetry run python manage.py test", _dj_tests(118, 8.771)),
                _a(
                    "Back on Django 4.2.16 (pyproject.toml and poetry.lock restored); 118 tests pass."
                ),
            ),
        ),
        lesson=(
            "Don't upgrade survey-hub to Django 5.x yet: 5.1 drops Meta.index_together and the "
            "switch to Meta.indexes renames indexes on the ~80M-row answers table; stay on 4.2 "
            "LTS until that cleanup ships separately."
        ),
        expect=(("django",), ("index_together", "4.2", "5.1", "5.x")),
        task="upgrade the web framework to the latest release",
    ),
    Scenario(
        id="py-chitchat-docstring",
        kind="none",
        stack="python",
        project="survey-hub",
        distractor="chit-chat",
        sessions=(
            _cx(
                58,
                _u("morning! how's it going"),
                _a("Morning! All good here. What are we working on?"),
                _u(
                    "nothing big. I just realised the docstring on summary_pdf says it "
                    "returns a path, it returns bytes. fix that?"
                ),
                Read(
                    "surveys/reports.py",
                    'def summary_pdf(survey) -> bytes:\n    """Render the survey summary and return '
                    'the path of the PDF."""\n',
                ),
                Edit(
                    "surveys/reports.py",
                    '    """Render the survey summary and return the path of the PDF."""',
                    '    """Render the survey summary and return the PDF as bytes."""',
                ),
                _u("haha thanks. the office coffee machine broke again btw, it's grim"),
                _a("Sounds rough. Good luck with the instant stuff."),
                _u("that's it for today, cheers"),
            ),
        ),
        lesson="(none: chit-chat and a one-off docstring fix)",
        expect=(),
        task="add a chart of answers per day to the survey summary",
    ),
]
