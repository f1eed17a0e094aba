"""Second dev split of the learning corpus: shopfront-rails (Ruby on Rails), part 2 of 2.

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session, Write
from .model import assistant as _a
from .model import user as _u

SCENARIOS: list[Scenario] = [
    Scenario(
        id="rb-flipper-feature-flags",
        kind="convention",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="claude_code",
                day=20,
                steps=(
                    _u(
                        "Put the new one-page checkout behind a flag so we can roll it out to "
                        "staff first. We always gate features with Flipper "
                        "(`Flipper.enabled?(:flag, current_user)`), never with ENV variables or "
                        "Rails config, so ops can flip them without a deploy."
                    ),
                    Read(
                        "app/controllers/checkouts_controller.rb",
                        """class CheckoutsController < ApplicationController
  before_action :require_cart

  def show
    @checkout = Checkout.new(cart: current_cart)
    render :show
  end
end
""",
                    ),
                    Run(
                        "grep -rn 'Flipper' app config | head -5",
                        """config/initializers/flipper.rb:1:Flipper.configure do |config|
config/initializers/flipper.rb:6:Flipper.register(:staff) { |actor| actor.respond_to?(:staff?) \
&& actor.staff? }
app/views/layouts/_nav.html.erb:14:  <% if Flipper.enabled?(:gift_cards, current_user) %>""",
                    ),
                    Edit(
                        "app/controllers/checkouts_controller.rb",
                        """    @checkout = Checkout.new(cart: current_cart)
    render :show""",
                        """    @checkout = Checkout.new(cart: current_cart)
    if Flipper.enabled?(:one_page_checkout, current_user)
      render :one_page
    else
      render :show
    end""",
                    ),
                    Write(
                        "spec/requests/checkout_flag_spec.rb",
                        """require "rails_helper"

RSpec.describe "one-page checkout flag" do
  let(:user) { create(:user) }

  before do
    sign_in user
    create(:cart, :with_items, user: user)
  end

  it "renders the classic checkout when the flag is off" do
    get checkout_path
    expect(response.body).to include("data-checkout=\\"classic\\"")
  end

  it "renders the one-page checkout for enabled actors" do
    Flipper.enable_actor(:one_page_checkout, user)
    get checkout_path
    expect(response.body).to include("data-checkout=\\"one-page\\"")
  end
end
""",
                    ),
                    Run(
                        "bin/rspec spec/requests/checkout_flag_spec.rb",
                        """Running via Spring preloader in process 50213
..

Finished in 0.92577 seconds (files took 3.11 seconds to load)
2 examples, 0 failures
""",
                    ),
                    Run(
                        "bin/rails runner 'Flipper.enable_group(:one_page_checkout, :staff); "
                        "p Flipper[:one_page_checkout].enabled_groups.map(&:name)'",
                        "[:staff]",
                    ),
                    _a(
                        "The checkout picks the template with "
                        "`Flipper.enabled?(:one_page_checkout, current_user)`. In dev the "
                        "`staff` group is enabled, and the request spec covers both states."
                    ),
                    _u("lovely. what's the flipper UI path again?"),
                    _a("/admin/flipper (mounted in config/routes.rb behind the admin constraint)."),
                ),
            ),
        ),
        lesson=(
            "Gate new features in shopfront-rails with Flipper (Flipper.enabled?(:flag, actor)), "
            "never with ENV variables or Rails config."
        ),
        expect=(("flipper",),),
        task="show the new wishlist page only to beta customers",
    ),
    Scenario(
        id="rb-admin-orders-pagination",
        kind="none",
        stack="ruby",
        project="shopfront-rails",
        distractor="plain",
        sessions=(
            Session(
                agent="claude_code",
                day=33,
                steps=(
                    _u(
                        "The admin orders index renders all 40k orders. Paginate it, 50 per "
                        "page, kaminari is already in the Gemfile."
                    ),
                    Read(
                        "app/controllers/admin/orders_controller.rb",
                        """module Admin
  class OrdersController < Admin::BaseController
    def index
      @orders = Order.includes(:customer).order(created_at: :desc)
    end
  end
end
""",
                    ),
                    Edit(
                        "app/controllers/admin/orders_controller.rb",
                        """      @orders = Order.includes(:customer).order(created_at: :desc)""",
                        """      @orders = Order.includes(:customer).order(created_at: \
:desc).page(params[:page]).per(50)""",
                    ),
                    Edit(
                        "app/views/admin/orders/index.html.erb",
                        """</table>""",
                        """</table>

<%= paginate @orders %>""",
                    ),
                    Edit(
                        "spec/requests/admin/orders_spec.rb",
                        """  it "lists orders" do""",
                        """  it "shows 50 orders per page" do
    create_list(:order, 51)
    get admin_orders_path
    expect(response.body.scan("data-order-row").size).to eq(50)
    get admin_orders_path(page: 2)
    expect(response.body.scan("data-order-row").size).to eq(1)
  end

  it "lists orders" do""",
                    ),
                    Run(
                        "bin/rspec spec/requests/admin/orders_spec.rb",
                        """Running via Spring preloader in process 53310
....

Finished in 2.61 seconds (files took 3.04 seconds to load)
4 examples, 0 failures
""",
                    ),
                    Run(
                        "bundle exec rubocop app/controllers/admin/orders_controller.rb "
                        "spec/requests/admin/orders_spec.rb",
                        """Inspecting 2 files
..

2 files inspected, no offenses detected""",
                    ),
                    _a(
                        "The admin orders index is paginated at 50 per page with kaminari's "
                        "`paginate` links."
                    ),
                    _u("thanks!"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="paginate the admin customers list",
    ),
    Scenario(
        id="rb-zeitwerk-acronym-inflection",
        kind="error_fix",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="claude_code",
                day=15,
                steps=(
                    _u(
                        "Finance wants an order's line items as a CSV download. Put the logic in "
                        "a service object, CSVOrderExporter, and give it a spec."
                    ),
                    Write(
                        "app/services/csv_order_exporter.rb",
                        """require "csv"

class CSVOrderExporter
  HEADERS = %w[sku name quantity unit_price total].freeze

  def initialize(order)
    @order = order
  end

  def call
    CSV.generate(headers: HEADERS, write_headers: true) do |csv|
      @order.line_items.each do |li|
        csv << [li.sku, li.name, li.quantity, li.unit_price.format, li.total.format]
      end
    end
  end
end
""",
                    ),
                    Write(
                        "spec/services/csv_order_exporter_spec.rb",
                        """require "rails_helper"

RSpec.describe CSVOrderExporter do
  it "writes one row per line item after the header" do
    order = create(:order, :with_line_items, line_items_count: 2)
    rows = CSV.parse(described_class.new(order).call, headers: true)
    expect(rows.size).to eq(2)
    expect(rows.headers).to eq(%w[sku name quantity unit_price total])
  end
end
""",
                    ),
                    Run(
                        "bin/rspec spec/services/csv_order_exporter_spec.rb",
                        """Running via Spring preloader in process 49120

An error occurred while loading ./spec/services/csv_order_exporter_spec.rb.
Failure/Error:
  RSpec.describe CSVOrderExporter do
    it "writes one row per line item after the header" do

NameError:
  uninitialized constant CSVOrderExporter
# ./spec/services/csv_order_exporter_spec.rb:3:in `<top (required)>'
No examples found.

Finished in 0.00003 seconds (files took 2.95 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""",
                        exit_code=1,
                    ),
                    Run(
                        "bin/rails zeitwerk:check",
                        """Hold on, I am eager loading the application.
expected file app/services/csv_order_exporter.rb to define constant CsvOrderExporter, but \
didn't""",
                        exit_code=1,
                    ),
                    _a(
                        "Zeitwerk derives the constant from the file name: csv_order_exporter.rb "
                        "→ CsvOrderExporter. To keep `CSVOrderExporter`, CSV has to be "
                        "registered as an acronym in the inflections initializer."
                    ),
                    Read(
                        "config/initializers/inflections.rb",
                        """# Be sure to restart your server when you modify this file.

# Add new inflection rules using the following format. Inflections
# are locale specific, and you may define rules for as many different
# locales as you wish. All of these examples are active by default:
# ActiveSupport::Inflector.inflections(:en) do |inflect|
#   inflect.plural /^(ox)$/i, "\\\\1en"
#   inflect.singular /^(ox)en/i, "\\\\1"
#   inflect.irregular "person", "people"
#   inflect.uncountable %w( fish sheep )
# end

# These inflection rules are supported but not enabled by default:
# ActiveSupport::Inflector.inflections(:en) do |inflect|
#   inflect.acronym "RESTful"
# end
""",
                    ),
                    Edit(
                        "config/initializers/inflections.rb",
                        """# These inflection rules are supported but not enabled by default:
# ActiveSupport::Inflector.inflections(:en) do |inflect|
#   inflect.acronym "RESTful"
# end
""",
                        """ActiveSupport::Inflector.inflections(:en) do |inflect|
  inflect.acronym "CSV"
end
""",
                    ),
                    Run(
                        "bin/spring stop; bin/rails zeitwerk:check && bin/rspec "
                        "spec/services/csv_order_exporter_spec.rb",
                        """Spring stopped.
Hold on, I am eager loading the application.
All is good!
Running via Spring preloader in process 49377
.

Finished in 0.31841 seconds (files took 3.02 seconds to load)
1 example, 0 failures
""",
                    ),
                    _a(
                        "CSV is registered as an acronym, zeitwerk:check is clean and the "
                        "exporter spec passes."
                    ),
                    _u("ok. the controller action I'll do myself"),
                ),
            ),
            Session(
                agent="claude_code",
                day=47,
                steps=(
                    _u(
                        "warehouse wants packing slips as PDF. add PDFPackingSlip in "
                        "app/services (prawn is in the Gemfile) that renders the shipment's "
                        "address block and items; spec just checks it produces a PDF with the "
                        "order number"
                    ),
                    Write(
                        "app/services/pdf_packing_slip.rb",
                        """class PDFPackingSlip
  def initialize(shipment)
    @shipment = shipment
  end

  def render
    Prawn::Document.new(page_size: "A5") do |pdf|
      pdf.text "Packing slip — order #{@shipment.order.number}", size: 14, style: :bold
      pdf.move_down 8
      pdf.text @shipment.address.lines.join("\\n")
      pdf.move_down 12
      pdf.table([%w[SKU Item Qty]] + @shipment.items.map { |i| [i.sku, i.name, i.quantity] })
    end.render
  end
end
""",
                    ),
                    Write(
                        "spec/services/pdf_packing_slip_spec.rb",
                        """require "rails_helper"
require "pdf/inspector"

RSpec.describe PDFPackingSlip do
  it "renders the order number" do
    shipment = create(:shipment, order: create(:order, number: "R-100234"))
    text = PDF::Inspector::Text.analyze(described_class.new(shipment).render).strings
    expect(text.join(" ")).to include("R-100234")
  end
end
""",
                    ),
                    Run(
                        "bundle exec rspec spec/services/pdf_packing_slip_spec.rb",
                        """
An error occurred while loading ./spec/services/pdf_packing_slip_spec.rb.
Failure/Error:
  RSpec.describe PDFPackingSlip do
    it "renders the order number" do

NameError:
  uninitialized constant PDFPackingSlip
# ./spec/services/pdf_packing_slip_spec.rb:4:in `<top (required)>'
No examples found.

Finished in 0.00004 seconds (files took 3.3 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""",
                        exit_code=1,
                    ),
                    Run(
                        "bin/rails zeitwerk:check",
                        """Hold on, I am eager loading the application.
expected file app/services/pdf_packing_slip.rb to define constant PdfPackingSlip, but didn't""",
                        exit_code=1,
                    ),
                    Run(
                        "sed -n 1,20p config/initializers/inflections.rb",
                        """# Be sure to restart your server when you modify this file.

ActiveSupport::Inflector.inflections(:en) do |inflect|
  inflect.acronym "CSV"
end""",
                    ),
                    _a(
                        "Zeitwerk expects PdfPackingSlip for pdf_packing_slip.rb. CSV is "
                        "already registered as an acronym for the same reason; adding PDF "
                        "next to it."
                    ),
                    Edit(
                        "config/initializers/inflections.rb",
                        """  inflect.acronym "CSV"
""",
                        """  inflect.acronym "CSV"
  inflect.acronym "PDF"
""",
                    ),
                    Run(
                        "bin/rails zeitwerk:check && bundle exec rspec "
                        "spec/services/pdf_packing_slip_spec.rb",
                        """Hold on, I am eager loading the application.
All is good!
.

Finished in 0.52107 seconds (files took 3.21 seconds to load)
1 example, 0 failures
""",
                    ),
                    _a(
                        "PDFPackingSlip loads now (PDF is an inflection acronym) and the spec "
                        "finds the order number in the rendered PDF."
                    ),
                ),
            ),
        ),
        lesson=(
            "Service classes named with an all-caps acronym (CSVOrderExporter, PDFPackingSlip) "
            "need `inflect.acronym` in config/initializers/inflections.rb, or Zeitwerk expects "
            "CsvOrderExporter and the constant is not found."
        ),
        expect=(("acronym", "inflection", "inflect"),),
        task="add a service that builds the XML product feed for the marketplace",
    ),
]
