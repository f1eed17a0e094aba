"""Second dev split of the learning corpus: orders-service (Kotlin, Spring), part 1 of 2.

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session, Write
from .model import assistant as _a
from .model import user as _u

_GRADLE_TEST_HEAD = """> Task :orders-core:compileKotlin
> Task :orders-core:compileJava NO-SOURCE
> Task :orders-core:processResources UP-TO-DATE
> Task :orders-core:classes
> Task :orders-core:compileTestKotlin
> Task :orders-core:testClasses"""


SCENARIOS: list[Scenario] = [
    Scenario(
        id="kt-constructor-injection",
        kind="correction",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="claude_code",
                day=4,
                steps=(
                    _u(
                        "When a refund is approved we should email the customer. Add a "
                        "RefundNotifier that renders the `refund-approved` template and sends it "
                        "through the Mailer, and call it from RefundService.approve."
                    ),
                    Read(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundService.kt",
                        """package com.acme.orders.refunds

import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

@Service
class RefundService(
    private val refunds: RefundRepository,
    private val payments: PaymentGatewayClient,
) {
    @Transactional
    fun approve(id: RefundId): Refund {
        val refund = refunds.findByIdOrThrow(id)
        payments.refund(refund.paymentId, refund.amount)
        return refunds.save(refund.copy(status = RefundStatus.APPROVED))
    }
}
""",
                    ),
                    Write(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundNotifier.kt",
                        """package com.acme.orders.refunds

import com.acme.orders.mail.Mailer
import com.acme.orders.mail.TemplateRenderer
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.stereotype.Component

@Component
class RefundNotifier {
    @Autowired
    lateinit var mailer: Mailer

    @Autowired
    lateinit var templates: TemplateRenderer

    fun refundApproved(refund: Refund) {
        val body = templates.render("refund-approved", mapOf("refund" to refund))
        mailer.send(to = refund.customerEmail, subject = "Your refund is on its way", html = body)
    }
}
""",
                    ),
                    Run(
                        "./gradlew :orders-core:compileKotlin -q",
                        "",
                    ),
                    _u(
                        "constructor injection, not @Autowired lateinit fields. our unit tests "
                        "build services by hand with mocks, there's no Spring context in them"
                    ),
                    _a("Right, switching RefundNotifier to constructor parameters."),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundNotifier.kt",
                        """import org.springframework.beans.factory.annotation.Autowired
import org.springframework.stereotype.Component

@Component
class RefundNotifier {
    @Autowired
    lateinit var mailer: Mailer

    @Autowired
    lateinit var templates: TemplateRenderer
""",
                        """import org.springframework.stereotype.Component

@Component
class RefundNotifier(
    private val mailer: Mailer,
    private val templates: TemplateRenderer,
) {""",
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundService.kt",
                        """    private val payments: PaymentGatewayClient,
) {""",
                        """    private val payments: PaymentGatewayClient,
    private val notifier: RefundNotifier,
) {""",
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundService.kt",
                        """        return refunds.save(refund.copy(status = \
RefundStatus.APPROVED))""",
                        """        val approved = refunds.save(refund.copy(status = \
RefundStatus.APPROVED))
        notifier.refundApproved(approved)
        return approved""",
                    ),
                    Write(
                        "orders-core/src/test/kotlin/com/acme/orders/refunds/RefundNotifierTest.kt",
                        """package com.acme.orders.refunds

import com.acme.orders.mail.Mailer
import com.acme.orders.mail.TemplateRenderer
import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import org.junit.jupiter.api.Test

class RefundNotifierTest {
    private val mailer = mockk<Mailer>(relaxed = true)
    private val templates = mockk<TemplateRenderer>()
    private val notifier = RefundNotifier(mailer, templates)

    @Test
    fun `sends the rendered template to the customer`() {
        every { templates.render("refund-approved", any()) } returns "<p>ok</p>"
        notifier.refundApproved(aRefund(customerEmail = "ana@example.com"))
        verify { mailer.send(to = "ana@example.com", subject = any(), html = "<p>ok</p>") }
    }
}
""",
                    ),
                    Run(
                        "./gradlew :orders-core:test --tests '*Refund*'",
                        _GRADLE_TEST_HEAD
                        + """
> Task :orders-core:test

RefundNotifierTest > sends the rendered template to the customer() PASSED
RefundServiceTest > approve refunds the payment and saves() PASSED
RefundServiceTest > approve notifies the customer() PASSED
RefundServiceTest > approve fails for unknown refund() PASSED

BUILD SUCCESSFUL in 14s
5 actionable tasks: 3 executed, 2 up-to-date""",
                    ),
                    _a(
                        "RefundNotifier takes its dependencies in the constructor. RefundService "
                        "calls it after saving, and the new test builds it by hand with mocks."
                    ),
                ),
            ),
        ),
        lesson=(
            "Use constructor injection for Spring beans in orders-service, not @Autowired "
            "lateinit fields: unit tests construct services by hand with mocks."
        ),
        expect=(
            ("constructor",),
            ("autowired", "field injection", "lateinit"),
        ),
        task="add a service that posts a Slack alert when an order is stuck in payment",
    ),
    Scenario(
        id="gradle-new-module-jvm-toolchain",
        kind="error_fix",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="aider",
                day=14,
                steps=(
                    _u("/add settings.gradle.kts"),
                    _u(
                        "create a new gradle module invoicing-client with a Kotlin "
                        "InvoicingClient interface and add it to the build"
                    ),
                    Edit(
                        "settings.gradle.kts",
                        """include("orders-api", "orders-core")""",
                        """include("orders-api", "orders-core", "invoicing-client")""",
                    ),
                    Write(
                        "invoicing-client/build.gradle.kts",
                        """plugins {
    kotlin("jvm")
}

dependencies {
    implementation(project(":orders-core"))
    implementation("org.springframework:spring-web")
    testImplementation(kotlin("test"))
}
""",
                    ),
                    Write(
                        "invoicing-client/src/main/kotlin/com/acme/invoicing/InvoicingClient.kt",
                        """package com.acme.invoicing

import com.acme.orders.core.OrderId

interface InvoicingClient {
    fun requestInvoice(order: OrderId): InvoiceRef
}

@JvmInline
value class InvoiceRef(val value: String)
""",
                    ),
                    Run(
                        "./gradlew :invoicing-client:build",
                        """> Task :orders-core:compileKotlin UP-TO-DATE
> Task :orders-core:jar UP-TO-DATE
> Task :invoicing-client:compileKotlin FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':invoicing-client:compileKotlin'.
> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (21) and \
'compileKotlin' (17).

  Consider using JVM Toolchain: https://kotl.in/gradle/jvm/toolchain
  Learn more about JVM-target validation: https://kotl.in/gradle/jvm/target-validation

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 6s
4 actionable tasks: 1 executed, 3 up-to-date""",
                    ),
                    Run(
                        "grep -rn jvmToolchain --include=build.gradle.kts .",
                        """./orders-api/build.gradle.kts:11:    jvmToolchain(17)
./orders-core/build.gradle.kts:9:    jvmToolchain(17)""",
                    ),
                    _a(
                        "The other modules pin the toolchain with `jvmToolchain(17)`; without "
                        "it the new module compiles Java for the JDK gradle runs on (21) while "
                        "Kotlin targets 17. Adding the same block:"
                    ),
                    Edit(
                        "invoicing-client/build.gradle.kts",
                        """plugins {
    kotlin("jvm")
}
""",
                        """plugins {
    kotlin("jvm")
}

kotlin {
    jvmToolchain(17)
}
""",
                    ),
                    Run(
                        "./gradlew :invoicing-client:build",
                        """> Task :invoicing-client:compileKotlin
> Task :invoicing-client:compileJava NO-SOURCE
> Task :invoicing-client:jar
> Task :invoicing-client:test NO-SOURCE
> Task :invoicing-client:check UP-TO-DATE
> Task :invoicing-client:build

BUILD SUCCESSFUL in 9s
7 actionable tasks: 4 executed, 3 up-to-date""",
                    ),
                    _u("/commit"),
                ),
            ),
            Session(
                agent="claude_code",
                day=44,
                steps=(
                    _u(
                        "Carriers will call us with webhooks. Start a `carrier-webhooks` module "
                        "with a data class for the payload and a parser test; just the "
                        "skeleton for now."
                    ),
                    Read(
                        "settings.gradle.kts",
                        """rootProject.name = "orders-service"

include("orders-api", "orders-core", "invoicing-client")
""",
                    ),
                    Edit(
                        "settings.gradle.kts",
                        """include("orders-api", "orders-core", "invoicing-client")""",
                        """include("orders-api", "orders-core", "invoicing-client", \
"carrier-webhooks")""",
                    ),
                    Write(
                        "carrier-webhooks/build.gradle.kts",
                        """plugins {
    kotlin("jvm")
    kotlin("plugin.serialization")
}

dependencies {
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.7.3")
    testImplementation(kotlin("test"))
}

tasks.test { useJUnitPlatform() }
""",
                    ),
                    Write(
                        "carrier-webhooks/src/main/kotlin/com/acme/carriers/TrackingEvent.kt",
                        """package com.acme.carriers

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class TrackingEvent(
    @SerialName("tracking_number") val trackingNumber: String,
    val status: String,
    @SerialName("occurred_at") val occurredAt: String,
)

private val json = Json { ignoreUnknownKeys = true }

fun parseTrackingEvent(body: String): TrackingEvent = json.decodeFromString(body)
""",
                    ),
                    Write(
                        "carrier-webhooks/src/test/kotlin/com/acme/carriers/TrackingEventTest.kt",
                        """package com.acme.carriers

import kotlin.test.Test
import kotlin.test.assertEquals

class TrackingEventTest {
    @Test
    fun `parses a carrier payload and ignores extra fields`() {
        val e = parseTrackingEvent(
            \"\"\"{"tracking_number":"1Z999","status":"DELIVERED","occurred_at":"2026-11-02T10:\
00:00Z","extra":1}\"\"\"
        )
        assertEquals("DELIVERED", e.status)
    }
}
""",
                    ),
                    Run(
                        "./gradlew :carrier-webhooks:test",
                        """> Task :carrier-webhooks:checkKotlinGradlePluginConfigurationErrors
> Task :carrier-webhooks:compileKotlin FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':carrier-webhooks:compileKotlin'.
> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (21) and \
'compileKotlin' (17).

  Consider using JVM Toolchain: https://kotl.in/gradle/jvm/toolchain
  Learn more about JVM-target validation: https://kotl.in/gradle/jvm/target-validation

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 4s
2 actionable tasks: 2 executed""",
                        exit_code=1,
                    ),
                    _a(
                        "The new module has no toolchain, so Java defaults to the JDK 21 gradle "
                        "runs on while Kotlin targets 17 from the root config. The other "
                        "modules declare `jvmToolchain(17)`; adding it here."
                    ),
                    Edit(
                        "carrier-webhooks/build.gradle.kts",
                        """dependencies {
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.7.3")""",
                        """kotlin {
    jvmToolchain(17)
}

dependencies {
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.7.3")""",
                    ),
                    Run(
                        "./gradlew :carrier-webhooks:test",
                        """> Task :carrier-webhooks:compileKotlin
> Task :carrier-webhooks:compileTestKotlin
> Task :carrier-webhooks:test

TrackingEventTest > parses a carrier payload and ignores extra fields() PASSED

BUILD SUCCESSFUL in 12s
6 actionable tasks: 5 executed, 1 up-to-date""",
                    ),
                    _a(
                        "`carrier-webhooks` builds on the project toolchain (17) and the parser "
                        "test passes."
                    ),
                    _u("great, I'll take it from here"),
                ),
            ),
        ),
        lesson=(
            "Every new gradle module in orders-service needs `kotlin { jvmToolchain(17) }` in its "
            "build.gradle.kts, or compileJava and compileKotlin disagree on the JVM target."
        ),
        expect=(
            ("jvmtoolchain", "toolchain"),
            ("17", "jvm target", "jvm-target", "module"),
        ),
        task="set up a new gradle subproject for the returns portal client",
    ),
]
