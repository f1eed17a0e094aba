"""Second dev split of the learning corpus: orders-service (Kotlin, Spring), part 2 of 2.

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session
from .model import assistant as _a
from .model import user as _u

SCENARIOS: list[Scenario] = [
    Scenario(
        id="kt-jackson-snake-case-revert",
        kind="revert",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="claude_code",
                day=25,
                steps=(
                    _u(
                        "The partner integration team wants our JSON in snake_case "
                        "(order_id, created_at...). Can you switch that over?"
                    ),
                    Read(
                        "orders-api/src/main/resources/application.yml",
                        """spring:
  application:
    name: orders-api
  jackson:
    default-property-inclusion: non_null
    serialization:
      write-dates-as-timestamps: false
server:
  port: 8080
""",
                    ),
                    Edit(
                        "orders-api/src/main/resources/application.yml",
                        """  jackson:
    default-property-inclusion: non_null""",
                        """  jackson:
    property-naming-strategy: SNAKE_CASE
    default-property-inclusion: non_null""",
                    ),
                    Run(
                        "git commit -am 'api: snake_case JSON for the partner integration'",
                        """[main 5e0a9d1] api: snake_case JSON for the partner integration
 1 file changed, 1 insertion(+)""",
                    ),
                    Run(
                        "./gradlew :orders-api:test",
                        """> Task :orders-api:compileKotlin UP-TO-DATE
> Task :orders-api:processResources
> Task :orders-api:compileTestKotlin UP-TO-DATE
> Task :orders-api:test

OrderApiContractTest > GET order returns the mobile contract() FAILED
    java.lang.AssertionError: No value at JSON path "$.orderId"
        at org.springframework.test.util.JsonPathExpectationsHelper.\
evaluateJsonPath(JsonPathExpectationsHelper.java:351)
        at org.springframework.test.util.JsonPathExpectationsHelper.\
assertValue(JsonPathExpectationsHelper.java:118)
        at org.springframework.test.web.servlet.result.JsonPathResultMatchers.\
lambda$value$2(JsonPathResultMatchers.java:111)
        at com.acme.orders.api.OrderApiContractTest.GET order returns the mobile \
contract(OrderApiContractTest.kt:48)

        Caused by:
        com.jayway.jsonpath.PathNotFoundException: No results for path: $['orderId']

OrderApiContractTest > list orders is paged for the app() FAILED
    java.lang.AssertionError: No value at JSON path "$.items[0].createdAt"
        at com.acme.orders.api.OrderApiContractTest.list orders is paged for the \
app(OrderApiContractTest.kt:71)

CartApiContractTest > cart totals use camel case keys() FAILED
    java.lang.AssertionError: No value at JSON path "$.grandTotal"
        at com.acme.orders.api.CartApiContractTest.cart totals use camel case \
keys(CartApiContractTest.kt:33)

57 tests completed, 3 failed

> Task :orders-api:test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':orders-api:test'.
> There were failing tests. See the report at: \
file:///src/orders-service/orders-api/build/reports/tests/test/index.html

BUILD FAILED in 31s""",
                        exit_code=1,
                    ),
                    _a(
                        "The contract tests for the mobile app expect camelCase keys. I could "
                        "update those expectations..."
                    ),
                    _u(
                        "undo that. the mobile app reads the very same endpoints and it's "
                        "camelCase, changing the global naming breaks every shipped app "
                        "version. snake_case only goes on the partner DTOs, put @JsonNaming on "
                        "those classes"
                    ),
                    Run(
                        "git reset --hard HEAD~1",
                        "HEAD is now at 41c7be2 refunds: notify the customer when a refund is "
                        "approved",
                    ),
                    Run(
                        "rg -l 'class Partner.*Dto' orders-api/src/main/kotlin",
                        """orders-api/src/main/kotlin/com/acme/orders/partner/PartnerOrderDto.kt
orders-api/src/main/kotlin/com/acme/orders/partner/PartnerLineDto.kt""",
                    ),
                    Edit(
                        "orders-api/src/main/kotlin/com/acme/orders/partner/PartnerOrderDto.kt",
                        """data class PartnerOrderDto(""",
                        """@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy::class)
data class PartnerOrderDto(""",
                    ),
                    Edit(
                        "orders-api/src/main/kotlin/com/acme/orders/partner/PartnerLineDto.kt",
                        """data class PartnerLineDto(""",
                        """@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy::class)
data class PartnerLineDto(""",
                    ),
                    Run(
                        "./gradlew :orders-api:test",
                        """> Task :orders-api:compileKotlin
> Task :orders-api:compileTestKotlin UP-TO-DATE
> Task :orders-api:test

BUILD SUCCESSFUL in 34s
6 actionable tasks: 3 executed, 3 up-to-date""",
                    ),
                    _a(
                        "Reverted the global setting. Only PartnerOrderDto and PartnerLineDto "
                        "serialise as snake_case now (via @JsonNaming); all 57 tests pass, the "
                        "mobile contract tests included."
                    ),
                ),
            ),
        ),
        lesson=(
            "Don't set a global Jackson property-naming-strategy (SNAKE_CASE) in orders-api: the "
            "mobile app reads camelCase; put @JsonNaming(SnakeCaseStrategy) on partner DTOs only."
        ),
        expect=(
            ("snake_case", "snake case", "snakecase", "naming strategy", "naming-strategy"),
            ("camelcase", "camel case", "mobile", "jsonnaming", "global"),
        ),
        task="expose shipment tracking details to the partner integration",
    ),
    Scenario(
        id="kt-problemdetail-domain-exceptions",
        kind="convention",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="codex",
                day=33,
                steps=(
                    _u(
                        "cancelling an order that already shipped currently returns 200 and does "
                        "nothing. it should be a 409. fyi, controllers here don't throw "
                        "ResponseStatusException: throw a domain exception (subclass of "
                        "OrdersException) and map it to a ProblemDetail in ApiExceptionHandler, "
                        "that's where all the error bodies come from"
                    ),
                    Read(
                        "orders-api/src/main/kotlin/com/acme/orders/api/ApiExceptionHandler.kt",
                        """package com.acme.orders.api

import com.acme.orders.core.OrderNotFoundException
import org.springframework.http.HttpStatus
import org.springframework.http.ProblemDetail
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice

@RestControllerAdvice
class ApiExceptionHandler {
    @ExceptionHandler(OrderNotFoundException::class)
    fun notFound(e: OrderNotFoundException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.message ?: "order not found")
            .apply { title = "Order not found"; setProperty("orderId", e.orderId.value) }
}
""",
                    ),
                    Read(
                        "orders-core/src/main/kotlin/com/acme/orders/core/OrderService.kt",
                        """    fun cancel(id: OrderId): Order {
        val order = orders.findByIdOrThrow(id)
        if (order.status == OrderStatus.SHIPPED) return order
        return orders.save(order.copy(status = OrderStatus.CANCELLED))
    }
""",
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/core/OrderService.kt",
                        """        if (order.status == OrderStatus.SHIPPED) return order""",
                        """        if (order.status == OrderStatus.SHIPPED) throw \
OrderAlreadyShippedException(id)""",
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/core/Exceptions.kt",
                        """class OrderNotFoundException(val orderId: OrderId) :
    OrdersException("order ${orderId.value} not found")""",
                        """class OrderNotFoundException(val orderId: OrderId) :
    OrdersException("order ${orderId.value} not found")

class OrderAlreadyShippedException(val orderId: OrderId) :
    OrdersException("order ${orderId.value} has already shipped and can't be cancelled")""",
                    ),
                    Edit(
                        "orders-api/src/main/kotlin/com/acme/orders/api/ApiExceptionHandler.kt",
                        """            .apply { title = "Order not found"; \
setProperty("orderId", e.orderId.value) }
}""",
                        """            .apply { title = "Order not found"; \
setProperty("orderId", e.orderId.value) }

    @ExceptionHandler(OrderAlreadyShippedException::class)
    fun alreadyShipped(e: OrderAlreadyShippedException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.message ?: "already shipped")
            .apply { title = "Order already shipped"; setProperty("orderId", e.orderId.value) }
}""",
                    ),
                    Edit(
                        "orders-api/src/test/kotlin/com/acme/orders/api/OrderCancelApiTest.kt",
                        """    @Test
    fun `cancel a new order`() {""",
                        """    @Test
    fun `cancel a shipped order is a conflict`() {
        givenOrder(id = "o-77", status = OrderStatus.SHIPPED)
        mvc.post("/orders/o-77/cancel").andExpect {
            status { isConflict() }
            jsonPath("$.title") { value("Order already shipped") }
            jsonPath("$.orderId") { value("o-77") }
        }
    }

    @Test
    fun `cancel a new order`() {""",
                    ),
                    Run(
                        "./gradlew :orders-api:test --tests '*OrderCancelApiTest*'",
                        """> Task :orders-core:compileKotlin
> Task :orders-api:compileKotlin
> Task :orders-api:compileTestKotlin
> Task :orders-api:test

OrderCancelApiTest > cancel a shipped order is a conflict() PASSED
OrderCancelApiTest > cancel a new order() PASSED
OrderCancelApiTest > cancel unknown order is 404() PASSED

BUILD SUCCESSFUL in 27s
9 actionable tasks: 5 executed, 4 up-to-date""",
                    ),
                    _a(
                        "Cancelling a shipped order now throws OrderAlreadyShippedException, "
                        "which ApiExceptionHandler maps to a 409 ProblemDetail with the order "
                        "id. Added an API test for it."
                    ),
                ),
            ),
        ),
        lesson=(
            "orders-service controllers never throw ResponseStatusException: throw a domain "
            "exception (OrdersException subclass) and map it to a ProblemDetail in "
            "ApiExceptionHandler."
        ),
        expect=(
            ("problemdetail", "apiexceptionhandler", "exception handler", "domain exception"),
            ("responsestatusexception", "ordersexception", "controller"),
        ),
        task="reject refund requests above the captured amount with a 422",
    ),
    Scenario(
        id="kt-resilience4j-abandoned",
        kind="none",
        stack="kotlin",
        project="orders-service",
        distractor="abandoned",
        sessions=(
            Session(
                agent="claude_code",
                day=50,
                steps=(
                    _u(
                        "Let's see what it would take to replace the hand-rolled retry loop in "
                        "PaymentGatewayClient with resilience4j."
                    ),
                    Read(
                        ""
                        ""
                        "orders-core/src/main/kotlin/com/acme/orders/payments/PaymentGatewayClient.kt",
                        """    fun refund(paymentId: PaymentId, amount: Money) {
        var attempt = 0
        while (true) {
            try {
                return http.post("/payments/${paymentId.value}/refunds", RefundRequest(amount))
            } catch (e: GatewayTimeoutException) {
                if (++attempt >= 3) throw e
                Thread.sleep(200L * attempt)
            }
        }
    }
""",
                    ),
                    Edit(
                        "orders-core/build.gradle.kts",
                        """    implementation("org.springframework:spring-web")""",
                        """    implementation("org.springframework:spring-web")
    implementation("io.github.resilience4j:resilience4j-spring-boot3:2.2.0")""",
                    ),
                    Run(
                        "./gradlew :orders-core:dependencies --configuration runtimeClasspath | "
                        "grep -c resilience4j",
                        "14",
                    ),
                    Run(
                        "./gradlew :orders-core:dependencies --configuration runtimeClasspath | "
                        "grep -E 'resilience4j-(circuitbreaker|ratelimiter|bulkhead|micrometer)' | "
                        "head -4",
                        """|    +--- io.github.resilience4j:resilience4j-circuitbreaker:2.2.0
|    +--- io.github.resilience4j:resilience4j-ratelimiter:2.2.0
|    +--- io.github.resilience4j:resilience4j-bulkhead:2.2.0
|    +--- io.github.resilience4j:resilience4j-micrometer:2.2.0""",
                    ),
                    _a(
                        "The Spring Boot starter pulls in 14 resilience4j artifacts (circuit "
                        "breaker, rate limiter, bulkhead, micrometer...). If we only want "
                        "retries, `resilience4j-retry` alone is a single small jar, and the "
                        "loop becomes a `Retry` with exponential backoff configured in "
                        "application.yml. Want me to go that way?"
                    ),
                    _u(
                        "hmm. let's leave this for now, I want to talk to Priya about the "
                        "retry budget across services before we pick anything. drop the change"
                    ),
                    Run("git checkout -- orders-core/build.gradle.kts && git status --short", ""),
                    _a("Dropped it; the working tree is clean."),
                    _u("thanks, that's all"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="make the payment gateway client retry timeouts with backoff",
    ),
    Scenario(
        id="kt-report-week-start-bug",
        kind="none",
        stack="kotlin",
        project="orders-service",
        distractor="one-off",
        sessions=(
            Session(
                agent="codex",
                day=57,
                steps=(
                    _u(
                        "the weekly sales report run on a Monday covers the current week "
                        "instead of the previous one. can you find out why?"
                    ),
                    Read(
                        "orders-core/src/main/kotlin/com/acme/orders/reports/ReportWindow.kt",
                        """package com.acme.orders.reports

import java.time.DayOfWeek
import java.time.LocalDate
import java.time.temporal.TemporalAdjusters

object ReportWindow {
    /** Monday..Sunday of the last full week before [today]. */
    fun previousWeek(today: LocalDate): ClosedRange<LocalDate> {
        val monday = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))
        return monday..monday.plusDays(6)
    }
}
""",
                    ),
                    Edit(
                        "orders-core/src/test/kotlin/com/acme/orders/reports/ReportWindowTest.kt",
                        """class ReportWindowTest {""",
                        """class ReportWindowTest {
    @Test
    fun `on a Monday the window is the week before`() {
        val w = ReportWindow.previousWeek(LocalDate.of(2026, 10, 26))
        assertEquals(LocalDate.of(2026, 10, 19), w.start)
        assertEquals(LocalDate.of(2026, 10, 25), w.endInclusive)
    }
""",
                    ),
                    Run(
                        "./gradlew :orders-core:test --tests '*ReportWindowTest*'",
                        """> Task :orders-core:compileTestKotlin
> Task :orders-core:test FAILED

ReportWindowTest > on a Monday the window is the week before() FAILED
    org.opentest4j.AssertionFailedError: expected: <2026-10-19> but was: <2026-10-26>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:\
151)
        at app//com.acme.orders.reports.ReportWindowTest.on a Monday the window is the week \
before(ReportWindowTest.kt:14)

ReportWindowTest > mid-week gives last full week() PASSED

2 tests completed, 1 failed

FAILURE: Build failed with an exception.

BUILD FAILED in 9s""",
                        exit_code=1,
                    ),
                    _a(
                        "`previousOrSame(MONDAY)` returns today when today is a Monday, so the "
                        "window starts at the current week. The last full week starts at the "
                        "Monday strictly before the start of this week."
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/reports/ReportWindow.kt",
                        """        val monday = \
today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))""",
                        """        val thisWeek = \
today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))
        val monday = thisWeek.minusWeeks(1)""",
                    ),
                    Run(
                        "./gradlew :orders-core:test --tests '*ReportWindowTest*'",
                        """> Task :orders-core:compileKotlin
> Task :orders-core:compileTestKotlin
> Task :orders-core:test

ReportWindowTest > on a Monday the window is the week before() PASSED
ReportWindowTest > mid-week gives last full week() PASSED

BUILD SUCCESSFUL in 11s""",
                    ),
                    _a(
                        "Fixed. The window now always starts at the Monday of the week before "
                        "the current one, and there's a test for a Monday run."
                    ),
                    _u("ha, of course. thanks"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="add a monthly variant of the sales report window",
    ),
    Scenario(
        id="kt-generated-openapi-client",
        kind="correction",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="aider",
                day=36,
                steps=(
                    Read(
                        "partner-client/src/generated/kotlin/com/acme/partner/model/"
                        "PartnerShipment.kt",
                        """/**
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * Do not edit the class manually.
 */
package com.acme.partner.model

import com.fasterxml.jackson.annotation.JsonProperty

data class PartnerShipment(
    @field:JsonProperty("shipment_id") val shipmentId: kotlin.String,
    @field:JsonProperty("status") val status: PartnerShipmentStatus,
    @field:JsonProperty("tracking_url") val trackingUrl: kotlin.String? = null,
)
""",
                    ),
                    _u("partners now send a carrier_code on shipments, add it to PartnerShipment"),
                    Edit(
                        "partner-client/src/generated/kotlin/com/acme/partner/model/"
                        "PartnerShipment.kt",
                        """    @field:JsonProperty("tracking_url") val trackingUrl: \
kotlin.String? = null,
)""",
                        """    @field:JsonProperty("tracking_url") val trackingUrl: \
kotlin.String? = null,
    @field:JsonProperty("carrier_code") val carrierCode: kotlin.String? = null,
)""",
                    ),
                    _u("/undo"),
                    _u(
                        "don't edit the generated client here, the build regenerates it and "
                        "your change is gone. the field goes into openapi/partner-api.yaml, "
                        "then ./gradlew :partner-client:openApiGenerate"
                    ),
                    Read(
                        "openapi/partner-api.yaml",
                        """components:
  schemas:
    PartnerShipment:
      type: object
      required: [shipment_id, status]
      properties:
        shipment_id:
          type: string
        status:
          $ref: "#/components/schemas/PartnerShipmentStatus"
        tracking_url:
          type: string
          format: uri
""",
                    ),
                    Edit(
                        "openapi/partner-api.yaml",
                        """        tracking_url:
          type: string
          format: uri
""",
                        """        tracking_url:
          type: string
          format: uri
        carrier_code:
          type: string
          description: SCAC or the partner's own carrier code
""",
                    ),
                    Run(
                        "./gradlew :partner-client:openApiGenerate :partner-client:build",
                        """> Task :partner-client:openApiGenerate
Successfully generated code to /src/orders-service/partner-client/src/generated
> Task :partner-client:compileKotlin
> Task :partner-client:jar
> Task :partner-client:test
> Task :partner-client:build

BUILD SUCCESSFUL in 23s
8 actionable tasks: 6 executed, 2 up-to-date""",
                    ),
                    Run(
                        "git diff --stat",
                        """ openapi/partner-api.yaml                                            \
| 3 +++
 .../kotlin/com/acme/partner/model/PartnerShipment.kt                | 3 ++-
 2 files changed, 5 insertions(+), 1 deletion(-)""",
                    ),
                    _a(
                        "`carrier_code` is in the spec and the regenerated PartnerShipment has "
                        "`carrierCode: String? = null`. The build passes."
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "Never hand-edit the generated partner client (partner-client/src/generated): change "
            "openapi/partner-api.yaml and regenerate with ./gradlew "
            ":partner-client:openApiGenerate."
        ),
        expect=(
            ("openapi", "partner-api.yaml", "openapigenerate", "spec"),
            ("generated", "generate"),
        ),
        task="the partner API now returns a delivery window on shipments; expose it in our client",
    ),
]
