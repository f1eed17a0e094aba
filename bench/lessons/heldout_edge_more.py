# ruff: noqa: E501
"""Held-out split of the learning corpus: edge-infra (Terraform), part 2 of 2.

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .heldout_edge import CDN_MAIN, tflint
from .model import Edit, Read, Run, Scenario, Write
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

SCENARIOS: list[Scenario] = [
    Scenario(
        id="tf-tflint-version-constraints",
        kind="error_fix",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _cx(
                25,
                _u(
                    "make a small module modules/dns-records that takes a map of name -> "
                    "{type, ttl, values} and creates route53 records in a given zone"
                ),
                Write(
                    "modules/dns-records/main.tf",
                    """variable "zone_id" {
  type = string
}

variable "records" {
  type = map(object({
    type   = string
    ttl    = optional(number, 300)
    values = list(string)
  }))
}

resource "aws_route53_record" "this" {
  for_each = var.records

  zone_id = var.zone_id
  name    = each.key
  type    = each.value.type
  ttl     = each.value.ttl
  records = each.value.values
}
""",
                ),
                Run(
                    "tflint --recursive",
                    tflint(
                        (
                            (
                                "terraform_required_version",
                                'terraform "required_version" attribute is required',
                                "modules/dns-records/main.tf line 0",
                                "",
                            ),
                            (
                                "terraform_required_providers",
                                'Missing version constraint for provider "aws" in '
                                "`required_providers`",
                                "modules/dns-records/main.tf line 13",
                                'resource "aws_route53_record" "this" {',
                            ),
                        )
                    ),
                    exit_code=2,
                ),
                _a(
                    "The lint config wants every module to pin Terraform and its providers. "
                    "Adding a versions.tf like the other modules have."
                ),
                Write(
                    "modules/dns-records/versions.tf",
                    """terraform {
  required_version = ">= 1.6"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 5.40, < 6.0"
    }
  }
}
""",
                ),
                Run("tflint --recursive", ""),
                Run(
                    "terraform fmt -recursive -check && terraform -chdir=modules/dns-records validate",
                    "Success! The configuration is valid.\n\n",
                ),
                _a("Module added with versions.tf; tflint is clean and it validates."),
            ),
            _cc(
                53,
                _u(
                    "we need an IAM role module for the github OIDC deploy roles — trust "
                    "policy on token.actions.githubusercontent.com, repo + branch as inputs"
                ),
                Write(
                    "modules/gha-oidc-role/main.tf",
                    """data "aws_iam_openid_connect_provider" "github" {
  url = "https://token.actions.githubusercontent.com"
}

data "aws_iam_policy_document" "trust" {
  statement {
    actions = ["sts:AssumeRoleWithWebIdentity"]
    principals {
      type        = "Federated"
      identifiers = [data.aws_iam_openid_connect_provider.github.arn]
    }
    condition {
      test     = "StringEquals"
      variable = "token.actions.githubusercontent.com:sub"
      values   = ["repo:${var.repo}:ref:refs/heads/${var.branch}"]
    }
  }
}

resource "aws_iam_role" "this" {
  name               = var.name
  assume_role_policy = data.aws_iam_policy_document.trust.json
}
""",
                ),
                Write(
                    "modules/gha-oidc-role/variables.tf",
                    'variable "name" {\n  type = string\n}\n\nvariable "repo" {\n  type = string\n}\n\n'
                    'variable "branch" {\n  type    = string\n  default = "main"\n}\n',
                ),
                Run(
                    "tflint --recursive --minimum-failure-severity=warning",
                    tflint(
                        (
                            (
                                "terraform_required_version",
                                'terraform "required_version" attribute is required',
                                "modules/gha-oidc-role/main.tf line 0",
                                "",
                            ),
                            (
                                "terraform_required_providers",
                                'Missing version constraint for provider "aws" in '
                                "`required_providers`",
                                "modules/gha-oidc-role/main.tf line 1",
                                'data "aws_iam_openid_connect_provider" "github" {',
                            ),
                            (
                                "terraform_standard_module_structure",
                                "Module should include an empty outputs.tf file",
                                "modules/gha-oidc-role line 0",
                                "",
                            ),
                        )
                    ),
                    exit_code=2,
                ),
                Write(
                    "modules/gha-oidc-role/versions.tf",
                    """terraform {
  required_version = ">= 1.6"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 5.40, < 6.0"
    }
  }
}
""",
                ),
                Write(
                    "modules/gha-oidc-role/outputs.tf",
                    'output "role_arn" {\n  value = aws_iam_role.this.arn\n}\n',
                ),
                Run("tflint --recursive --minimum-failure-severity=warning", ""),
                _u("does the sub condition handle environments too?"),
                _a(
                    "Not as written: a job with `environment:` gets a sub of "
                    "`repo:<repo>:environment:<name>`. I can add an optional `environments` "
                    "input that adds those values if you need it."
                ),
                _u("later, not now"),
            ),
        ),
        lesson=(
            "Every edge-infra module needs a versions.tf with required_version and a version "
            "constraint for each provider in required_providers, or tflint fails "
            "(terraform_required_version / terraform_required_providers)."
        ),
        expect=(("required_providers", "required_version", "versions.tf", "version constraint"),),
        task="write a module for the CloudWatch alarms of the api",
    ),
    Scenario(
        id="tf-aws-provider-6-reverted",
        kind="revert",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _cc(
                32,
                _u("let's get the aws provider onto 6.x in envs/prod, 5.x is getting old"),
                Read(
                    "envs/prod/versions.tf",
                    'terraform {\n  required_version = ">= 1.6"\n\n  required_providers {\n'
                    '    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 5.70"\n'
                    "    }\n  }\n}\n",
                ),
                Edit(
                    "envs/prod/versions.tf", '      version = "~> 5.70"', '      version = "~> 6.0"'
                ),
                Run(
                    "cd envs/prod && terraform init -upgrade",
                    """Initializing the backend...
Upgrading modules...
- cdn in ../../modules/cdn
- queues in ../../modules/queues
- waf in ../../modules/waf
Initializing provider plugins...
- Finding hashicorp/aws versions matching "~> 6.0, >= 5.40.0"...
- Installing hashicorp/aws v6.3.0...
- Installed hashicorp/aws v6.3.0 (signed by HashiCorp)

Terraform has made some changes to the provider dependency selections recorded
in the .terraform.lock.hcl file. Review those changes and commit them to your
version control system if they represent changes you intended to make.

Terraform has been successfully initialized!
""",
                ),
                Run(
                    "cd envs/prod && terraform plan",
                    """╷
│ Error: Unsupported argument
│
│   on ../../modules/cdn/bucket.tf line 14, in resource "aws_s3_bucket_acl" "media_logs":
│   14:   acl    = "log-delivery-write"
│
│ Error: Incompatible provider version
│
│ Provider registry.terraform.io/hashicorp/aws v6.3.0 does not have a source
│ compatible with module "waf" constraint ">= 5.40, < 6.0".
╵
""",
                    exit_code=1,
                ),
                _a(
                    "Two problems: the modules pin `< 6.0`, and the media log bucket's ACL "
                    "resource uses an argument 6.x changed. I could loosen the module "
                    "constraints and rewrite the logging bucket to use ownership controls, but "
                    "that replaces the bucket ACL in prod."
                ),
                _u(
                    "no, revert it. replacing the prod log bucket ACL means CloudFront stops "
                    "writing access logs until it's fixed, and the modules are shared with "
                    "staging. the 6.x move needs its own plan module by module"
                ),
                Run(
                    "git checkout -- envs/prod/versions.tf envs/prod/.terraform.lock.hcl && "
                    "cd envs/prod && terraform init",
                    "Initializing the backend...\nInitializing provider plugins...\n"
                    "- Reusing previous version of hashicorp/aws from the dependency lock file\n"
                    "- Using previously-installed hashicorp/aws v5.82.2\n\n"
                    "Terraform has been successfully initialized!\n",
                ),
                Run(
                    "cd envs/prod && terraform plan -detailed-exitcode",
                    "No changes. Your infrastructure matches the configuration.\n\n"
                    "Terraform has compared your real infrastructure against your configuration\n"
                    "and found no differences, so no changes are needed.\n",
                ),
                _a(
                    "Reverted versions.tf and the lock file; prod is back on aws 5.82.2 with no diff."
                ),
            ),
        ),
        lesson=(
            "Don't bump the aws provider to 6.x in edge-infra's prod env as a quick change: "
            "the shared modules pin < 6.0 and 6.x rewrites the log bucket ACL; upgrade module "
            "by module with its own plan."
        ),
        expect=(("aws provider", "hashicorp/aws", "provider"), ("6.", "6.x", "v6", "< 6")),
        task="upgrade the terraform providers in production",
    ),
    Scenario(
        id="tf-explore-cert-selection",
        kind="none",
        stack="terraform",
        project="edge-infra",
        distractor="exploration",
        sessions=(
            _cx(
                47,
                _u("how does the cdn module pick its TLS certificate? I'm new here, just explain"),
                Read("modules/cdn/main.tf", CDN_MAIN),
                Read(
                    "modules/cdn/data.tf",
                    'data "aws_acm_certificate" "media" {\n  provider    = aws.us_east_1\n'
                    '  domain      = var.certificate_domain\n  statuses    = ["ISSUED"]\n'
                    "  most_recent = true\n}\n",
                ),
                Run(
                    "grep -rn 'certificate_domain' envs",
                    'envs/prod/cdn.tf:6:  certificate_domain = "*.media.acme.example"\n'
                    'envs/staging/cdn.tf:6:  certificate_domain = "*.stg-media.acme.example"\n',
                ),
                Run(
                    "grep -n 'us_east_1' -A3 envs/prod/providers.tf",
                    'provider "aws" {\n  alias  = "us_east_1"\n  region = "us-east-1"\n}\n',
                ),
                _a(
                    "It looks the certificate up rather than creating it: `data.aws_acm_"
                    "certificate.media` finds the most recent ISSUED ACM cert for "
                    "`var.certificate_domain` (a wildcard per env) through the `us_east_1` "
                    "provider alias, because CloudFront only accepts certificates from "
                    "us-east-1. The ARN goes into `viewer_certificate` with SNI only and "
                    "TLS 1.2_2021 as the minimum. Renewals are picked up automatically since "
                    "ACM keeps the same ARN."
                ),
                _u("and who validates the cert when it renews?"),
                _a(
                    "Nobody here: the certificates are created outside this repo with DNS "
                    "validation records in the acme.example zone, so ACM renews them on its "
                    "own. This code only looks them up."
                ),
                _u("perfect, thanks! that alias thing would have bitten me"),
            ),
        ),
        lesson="(none: exploration only)",
        expect=(),
        task="put a new subdomain in front of the media CDN",
    ),
]
