# ruff: noqa: E501
"""Held-out split of the learning corpus: edge-infra (Terraform), part 1 of 2.

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .heldout_outputs import tf_plan
from .model import Edit, Read, Run, Scenario, Write
from .model import aider as _ai
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

CDN_MAIN = """resource "aws_cloudfront_distribution" "media" {
  enabled         = true
  is_ipv6_enabled = true
  aliases         = [var.media_domain]
  price_class     = "PriceClass_100"

  origin {
    domain_name              = aws_s3_bucket.media.bucket_regional_domain_name
    origin_id                = "media-s3"
    origin_access_control_id = aws_cloudfront_origin_access_control.media.id
  }

  default_cache_behavior {
    target_origin_id       = "media-s3"
    viewer_protocol_policy = "redirect-to-https"
    allowed_methods        = ["GET", "HEAD"]
    cached_methods         = ["GET", "HEAD"]
    cache_policy_id        = aws_cloudfront_cache_policy.media.id
  }

  viewer_certificate {
    acm_certificate_arn      = data.aws_acm_certificate.media.arn
    ssl_support_method       = "sni-only"
    minimum_protocol_version = "TLSv1.2_2021"
  }

  restrictions {
    geo_restriction {
      restriction_type = "none"
    }
  }
}
"""


def _tf_lock(lock_id: str, path: str, who: str, created: str, operation: str) -> str:
    return f"""╷
│ Error: Error acquiring the state lock
│
│ Error message: operation error DynamoDB: PutItem, https response error
│ StatusCode: 400, RequestID: 4Q2V8K1M7N3B5C6D9F0G1H2J3K4L5M6N7P8Q9R0S1T2U3V4W,
│ ConditionalCheckFailedException: The conditional request failed
│ Lock Info:
│   ID:        {lock_id}
│   Path:      {path}
│   Operation: {operation}
│   Who:       {who}
│   Version:   1.9.8
│   Created:   {created}
│   Info:
│
│
│ Terraform acquires a state lock to protect the state from being written
│ by multiple users at the same time. Please resolve the issue above and try
│ again. For most commands, you can disable locking with the "-lock=false"
│ flag, but this is not recommended.
╵
"""


def tflint(issues: tuple[tuple[str, str, str, str], ...]) -> str:
    """`tflint --recursive`: (rule, message, file:line, source line) warnings."""
    out = [f"{len(issues)} issue(s) found:", ""]
    for rule, message, where, source in issues:
        out += [
            f"Warning: {message} ({rule})",
            "",
            f"  on {where}:",
            f"   1: {source}",
            "",
            "Reference: https://github.com/terraform-linters/tflint-ruleset-terraform/blob/"
            f"v0.10.0/docs/rules/{rule}.md",
            "",
        ]
    return "\n".join(out)


SCENARIOS: list[Scenario] = [
    Scenario(
        id="tf-apply-through-atlantis",
        kind="correction",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _cc(
                4,
                _u(
                    "the media CDN caches images for only an hour, bump the default TTL to a "
                    "day in prod. envs/prod"
                ),
                Read("modules/cdn/main.tf", CDN_MAIN),
                Run(
                    "grep -n 'ttl' modules/cdn/cache.tf envs/prod/cdn.tf",
                    "modules/cdn/cache.tf:4:  default_ttl = var.default_ttl\n"
                    "modules/cdn/cache.tf:5:  max_ttl     = 31536000\n"
                    "modules/cdn/cache.tf:6:  min_ttl     = 0\n"
                    "envs/prod/cdn.tf:9:  default_ttl    = 3600\n",
                ),
                Edit("envs/prod/cdn.tf", "  default_ttl    = 3600", "  default_ttl    = 86400"),
                Run(
                    "cd envs/prod && terraform plan -out=tfplan",
                    tf_plan(
                        """  # module.cdn.aws_cloudfront_cache_policy.media will be updated in-place
  ~ resource "aws_cloudfront_cache_policy" "media" {
      ~ default_ttl = 3600 -> 86400
        id          = "658327ea-f89d-4fab-a63d-7e88639e58f6"
        name        = "media-prod"
        # (4 unchanged attributes hidden)

        # (1 unchanged block hidden)
    }""",
                        0,
                        1,
                        0,
                        (
                            "module.cdn.aws_s3_bucket.media",
                            "module.cdn.aws_cloudfront_cache_policy.media",
                            "module.cdn.aws_cloudfront_distribution.media",
                        ),
                    ).replace(
                        "Note: You didn't use the -out option to save this plan, so Terraform can't\n"
                        'guarantee to take exactly these actions if you run "terraform apply" now.',
                        "Saved the plan to: tfplan\n\nTo perform exactly these actions, run the "
                        'following command to apply:\n    terraform apply "tfplan"',
                    ),
                ),
                Run(
                    "cd envs/prod && terraform apply tfplan",
                    "Acquiring state lock. This may take a few moments...\n"
                    "module.cdn.aws_cloudfront_cache_policy.media: Modifying... "
                    "[id=658327ea-f89d-4fab-a63d-7e88639e58f6]\n"
                    "module.cdn.aws_cloudfront_cache_policy.media: Modifications complete after 1s "
                    "[id=658327ea-f89d-4fab-a63d-7e88639e58f6]\n"
                    "Releasing state lock. This may take a few moments...\n\n"
                    "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.\n",
                ),
                _u(
                    "whoa, we can't apply from a laptop. everything reaches prod through "
                    "Atlantis on a PR: it plans on push, someone approves, then `atlantis "
                    "apply` in a PR comment. that's our audit trail. ok it's a TTL so no harm, "
                    "but get this change into a PR so main matches what's deployed"
                ),
                _a(
                    "Understood — no local applies. Opening a PR with the change so Atlantis "
                    "plans it (it should show no diff now) and it gets merged."
                ),
                Run(
                    "rm -f envs/prod/tfplan && git checkout -b cdn-default-ttl-1d",
                    "Switched to a new branch 'cdn-default-ttl-1d'\n",
                ),
                Run(
                    'git commit -am "prod cdn: default TTL 1h -> 1d" && git push -u origin HEAD',
                    "[cdn-default-ttl-1d 3c1d9e0] prod cdn: default TTL 1h -> 1d\n"
                    " 1 file changed, 1 insertion(+), 1 deletion(-)\n"
                    "remote: Create a pull request for 'cdn-default-ttl-1d' on GitHub by visiting:\n"
                    "remote:      https://github.com/acme/edge-infra/pull/new/cdn-default-ttl-1d\n"
                    "branch 'cdn-default-ttl-1d' set up to track 'origin/cdn-default-ttl-1d'.\n",
                ),
                Run(
                    'gh pr create --fill --body "Applied locally by mistake; Atlantis plan should be a no-op."',
                    "https://github.com/acme/edge-infra/pull/388\n",
                ),
                Run(
                    "gh pr view 388 --comments | tail -n 8",
                    "atlantis commented • 1m\n"
                    "Ran Plan for dir: `envs/prod` workspace: `default`\n\n"
                    "No changes. Your infrastructure matches the configuration.\n\n"
                    "* :arrow_forward: To **apply** this plan, comment:\n"
                    "    * `atlantis apply -d envs/prod`\n",
                ),
                _a(
                    "PR #388 is open; Atlantis reports no changes, so main will match prod once merged."
                ),
            ),
        ),
        lesson=(
            "Never run `terraform apply` locally in edge-infra: changes go through a PR where "
            "Atlantis plans them and `atlantis apply` is commented after approval."
        ),
        expect=(("atlantis",), ("apply",)),
        task="raise the max TTL of the assets distribution in prod",
    ),
    Scenario(
        id="tf-default-tags-only",
        kind="convention",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _cx(
                11,
                _u(
                    "Add an SQS queue for the thumbnailer (envs/staging, module queues) with a "
                    "dead-letter queue after 5 receives. From now on tags come only from "
                    "default_tags on the aws provider — don't put tags = {} on individual "
                    "resources, the cost report reads the provider-level ones."
                ),
                Read(
                    "envs/staging/providers.tf",
                    """provider "aws" {
  region = "eu-west-1"

  default_tags {
    tags = {
      environment = "staging"
      cost_center = "edge-platform"
      managed_by  = "terraform"
      repo        = "edge-infra"
    }
  }
}
""",
                ),
                Write(
                    "modules/queues/thumbnailer.tf",
                    """resource "aws_sqs_queue" "thumbnailer_dlq" {
  name                      = "${var.prefix}-thumbnailer-dlq"
  message_retention_seconds = 1209600
}

resource "aws_sqs_queue" "thumbnailer" {
  name                       = "${var.prefix}-thumbnailer"
  visibility_timeout_seconds = 120
  redrive_policy = jsonencode({
    deadLetterTargetArn = aws_sqs_queue.thumbnailer_dlq.arn
    maxReceiveCount     = 5
  })
}

output "thumbnailer_queue_url" {
  value = aws_sqs_queue.thumbnailer.url
}
""",
                ),
                Run("terraform fmt -recursive -check", ""),
                Run(
                    "cd envs/staging && terraform plan",
                    tf_plan(
                        """  # module.queues.aws_sqs_queue.thumbnailer will be created
  + resource "aws_sqs_queue" "thumbnailer" {
      + arn                        = (known after apply)
      + name                       = "stg-thumbnailer"
      + redrive_policy             = (known after apply)
      + tags_all                   = {
          + "cost_center" = "edge-platform"
          + "environment" = "staging"
          + "managed_by"  = "terraform"
          + "repo"        = "edge-infra"
        }
      + url                        = (known after apply)
      + visibility_timeout_seconds = 120
    }

  # module.queues.aws_sqs_queue.thumbnailer_dlq will be created
  + resource "aws_sqs_queue" "thumbnailer_dlq" {
      + arn                       = (known after apply)
      + message_retention_seconds = 1209600
      + name                      = "stg-thumbnailer-dlq"
      + tags_all                  = {
          + "cost_center" = "edge-platform"
          + "environment" = "staging"
          + "managed_by"  = "terraform"
          + "repo"        = "edge-infra"
        }
      + url                       = (known after apply)
    }""",
                        2,
                        0,
                        0,
                        (
                            "module.queues.aws_sqs_queue.uploads",
                            "module.queues.aws_sqs_queue.uploads_dlq",
                        ),
                    ),
                ),
                _u("looks right. is 120s visibility enough? thumbnails of 40MB tiffs take a while"),
                _a(
                    "The worker's p99 in the staging dashboard is about 35s per job, so 120s "
                    "leaves headroom; if the TIFF path gets slower we can raise it or have the "
                    "worker extend visibility."
                ),
                Run(
                    "git add modules/queues/thumbnailer.tf && git commit -m 'queues: thumbnailer + dlq'",
                    "[thumbnailer-queue 9a0b17c] queues: thumbnailer + dlq\n"
                    " 1 file changed, 18 insertions(+)\n",
                ),
            ),
        ),
        lesson=(
            "In edge-infra, tags come only from the aws provider's default_tags; don't add a "
            "tags block to individual resources."
        ),
        expect=(("default_tags", "default tags"), ("resource", "provider")),
        task="create an S3 bucket for the nightly log exports in staging",
    ),
    Scenario(
        id="tf-stale-state-lock",
        kind="error_fix",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _ai(
                15,
                _u(
                    "add a WAF rate limit rule to the staging api gateway, 2000 req per 5 min per ip"
                ),
                Edit(
                    "modules/waf/rules.tf",
                    '  rule {\n    name     = "aws-managed-common"',
                    '  rule {\n    name     = "rate-limit-per-ip"\n    priority = 5\n\n'
                    "    action {\n      block {}\n    }\n\n    statement {\n"
                    "      rate_based_statement {\n        limit              = 2000\n"
                    '        aggregate_key_type = "IP"\n      }\n    }\n\n'
                    "    visibility_config {\n      cloudwatch_metrics_enabled = true\n"
                    '      metric_name                = "rate-limit-per-ip"\n'
                    "      sampled_requests_enabled   = true\n    }\n  }\n\n"
                    '  rule {\n    name     = "aws-managed-common"',
                ),
                Run(
                    "terraform -chdir=envs/staging plan",
                    "Acquiring state lock. This may take a few moments...\n"
                    + _tf_lock(
                        "4f9c2d1e-7a3b-4e8f-9d60-2b1c5e7f8a90",
                        "acme-tfstate/edge-infra/staging/terraform.tfstate",
                        "atlantis@atlantis-7f9c6b8d4-x2kqp",
                        "2026-09-15 22:41:07.118203 +0000 UTC",
                        "OperationTypePlan",
                    ),
                    exit_code=1,
                ),
                _u(
                    "that lock is from last night, atlantis got OOM-killed mid plan. nothing is "
                    "running now, check the pod"
                ),
                Run(
                    "kubectl -n atlantis get pods",
                    "NAME                         READY   STATUS    RESTARTS      AGE\n"
                    "atlantis-7f9c6b8d4-m81zt     1/1     Running   0             9h\n",
                ),
                _a(
                    "The pod that took the lock (x2kqp) no longer exists and the new one has "
                    "no plan running, so it's a stale lock; releasing it by ID."
                ),
                Run(
                    "terraform -chdir=envs/staging force-unlock -force 4f9c2d1e-7a3b-4e8f-9d60-2b1c5e7f8a90",
                    "Terraform state has been successfully unlocked!\n\n"
                    "The state has been unlocked, and Terraform commands should now be able to\n"
                    "obtain a new lock on the remote state.\n",
                ),
                Run(
                    "terraform -chdir=envs/staging plan",
                    tf_plan(
                        """  # module.waf.aws_wafv2_web_acl.api will be updated in-place
  ~ resource "aws_wafv2_web_acl" "api" {
        id          = "a1b2c3d4-5678-90ab-cdef-EXAMPLE11111"
        name        = "stg-api"
        # (6 unchanged attributes hidden)

      + rule {
          + name     = "rate-limit-per-ip"
          + priority = 5
            # (3 unchanged blocks hidden)
        }

        # (3 unchanged blocks hidden)
    }""",
                        0,
                        1,
                        0,
                        ("module.waf.aws_wafv2_web_acl.api",),
                    ),
                ),
                _u("👍 ship it via PR"),
            ),
            _cc(
                41,
                _u(
                    "prod alb idle timeout should be 120s, the export endpoint streams for "
                    "longer than 60. envs/prod/alb.tf"
                ),
                Edit("envs/prod/alb.tf", "  idle_timeout       = 60", "  idle_timeout       = 120"),
                Run(
                    "cd envs/prod && terraform plan -lock-timeout=30s",
                    "Acquiring state lock. This may take a few moments...\n"
                    + _tf_lock(
                        "b7e01a5c-3f2d-41c9-8e77-d0c4f9a21b36",
                        "acme-tfstate/edge-infra/prod/terraform.tfstate",
                        "runner@gha-runner-edge-2",
                        "2026-10-11 06:02:44.903117 +0000 UTC",
                        "OperationTypeApply",
                    ),
                    exit_code=1,
                ),
                _a(
                    "The lock is held by a GitHub Actions runner since 06:02 this morning. "
                    "Before touching it I'll check whether that job is still going."
                ),
                Run(
                    "gh run list --workflow drift-check.yml --limit 3",
                    "STATUS  TITLE        WORKFLOW     BRANCH  EVENT     ID           ELAPSED  AGE\n"
                    "X       drift check  drift-check  main    schedule  11324870012  6h0m3s   6h\n"
                    "✓       drift check  drift-check  main    schedule  11309911457  1m58s    1d\n"
                    "✓       drift check  drift-check  main    schedule  11295002218  2m04s    2d\n",
                ),
                _u(
                    "yeah that one hit the 6h job timeout and got killed, the lock is orphaned. "
                    "go ahead"
                ),
                Run(
                    "cd envs/prod && terraform force-unlock -force b7e01a5c-3f2d-41c9-8e77-d0c4f9a21b36",
                    "Terraform state has been successfully unlocked!\n\n"
                    "The state has been unlocked, and Terraform commands should now be able to\n"
                    "obtain a new lock on the remote state.\n",
                ),
                Run(
                    "cd envs/prod && terraform plan -lock-timeout=30s",
                    tf_plan(
                        """  # aws_lb.public will be updated in-place
  ~ resource "aws_lb" "public" {
        id                 = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/prod-public/50dc6c495c0c9188"
      ~ idle_timeout       = 60 -> 120
        name               = "prod-public"
        # (18 unchanged attributes hidden)
    }""",
                        0,
                        1,
                        0,
                        ("aws_lb.public", "aws_lb_listener.https"),
                    ),
                ),
                _a(
                    "Stale lock released; the plan shows only the idle_timeout change. I'll "
                    "open the PR so Atlantis applies it."
                ),
                Run(
                    "git checkout -b alb-idle-120 && git commit -am 'prod alb: idle timeout 120s' "
                    "&& gh pr create --fill",
                    "Switched to a new branch 'alb-idle-120'\n"
                    "[alb-idle-120 e41f0c2] prod alb: idle timeout 120s\n"
                    " 1 file changed, 1 insertion(+), 1 deletion(-)\n"
                    "https://github.com/acme/edge-infra/pull/402\n",
                ),
            ),
        ),
        lesson=(
            "When edge-infra's plan fails with 'Error acquiring the state lock' from a run "
            "that died (killed Atlantis pod or timed-out CI job), confirm nothing is running "
            "and release it with `terraform force-unlock -force <lock ID>`."
        ),
        expect=(("force-unlock", "force unlock"),),
        task="change the instance type of the staging bastion host",
    ),
]
