"""Second dev split of the learning corpus: shopfront-rails (Ruby on Rails), part 1 of 2.

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session, Write
from .model import assistant as _a
from .model import user as _u

SCENARIOS: list[Scenario] = [
    Scenario(
        id="rb-build-stubbed-unit-specs",
        kind="correction",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="codex",
                day=3,
                steps=(
                    _u("write specs for Cart#total_with_discounts, it has none"),
                    Read(
                        "app/models/cart.rb",
                        """class Cart < ApplicationRecord
  has_many :line_items, dependent: :destroy
  belongs_to :coupon, optional: true

  def subtotal
    line_items.sum { |li| li.unit_price_cents * li.quantity }
  end

  def total_with_discounts
    total = subtotal
    total -= coupon.discount_for(total) if coupon&.active?
    [total, 0].max
  end
end
""",
                    ),
                    Write(
                        "spec/models/cart_total_spec.rb",
                        """require "rails_helper"

RSpec.describe Cart, "#total_with_discounts" do
  let(:cart) { create(:cart) }

  before do
    create(:line_item, cart: cart, unit_price_cents: 1_250, quantity: 2)
    create(:line_item, cart: cart, unit_price_cents: 500, quantity: 1)
  end

  it "is the subtotal without a coupon" do
    expect(cart.total_with_discounts).to eq(3_000)
  end

  it "applies an active coupon" do
    cart.update!(coupon: create(:coupon, percent_off: 10))
    expect(cart.total_with_discounts).to eq(2_700)
  end

  it "never goes below zero" do
    cart.update!(coupon: create(:coupon, amount_off_cents: 5_000))
    expect(cart.total_with_discounts).to eq(0)
  end
end
""",
                    ),
                    Run(
                        "bundle exec rspec spec/models/cart_total_spec.rb",
                        """...

Finished in 1.94 seconds (files took 3.41 seconds to load)
3 examples, 0 failures
""",
                    ),
                    _u(
                        "use build_stubbed here, not create. model unit specs shouldn't touch "
                        "the database, the suite is slow enough already"
                    ),
                    Edit(
                        "spec/models/cart_total_spec.rb",
                        """  let(:cart) { create(:cart) }

  before do
    create(:line_item, cart: cart, unit_price_cents: 1_250, quantity: 2)
    create(:line_item, cart: cart, unit_price_cents: 500, quantity: 1)
  end

  it "is the subtotal without a coupon" do
    expect(cart.total_with_discounts).to eq(3_000)
  end

  it "applies an active coupon" do
    cart.update!(coupon: create(:coupon, percent_off: 10))
    expect(cart.total_with_discounts).to eq(2_700)
  end

  it "never goes below zero" do
    cart.update!(coupon: create(:coupon, amount_off_cents: 5_000))
    expect(cart.total_with_discounts).to eq(0)
  end""",
                        """  let(:line_items) do
    [
      build_stubbed(:line_item, unit_price_cents: 1_250, quantity: 2),
      build_stubbed(:line_item, unit_price_cents: 500, quantity: 1),
    ]
  end
  let(:cart) { build_stubbed(:cart, line_items: line_items) }

  it "is the subtotal without a coupon" do
    expect(cart.total_with_discounts).to eq(3_000)
  end

  it "applies an active coupon" do
    cart.coupon = build_stubbed(:coupon, percent_off: 10)
    expect(cart.total_with_discounts).to eq(2_700)
  end

  it "never goes below zero" do
    cart.coupon = build_stubbed(:coupon, amount_off_cents: 5_000)
    expect(cart.total_with_discounts).to eq(0)
  end""",
                    ),
                    Run(
                        "bundle exec rspec spec/models/cart_total_spec.rb",
                        """...

Finished in 0.04812 seconds (files took 3.38 seconds to load)
3 examples, 0 failures
""",
                    ),
                    Run(
                        "bundle exec rubocop spec/models/cart_total_spec.rb",
                        """Inspecting 1 file
.

1 file inspected, no offenses detected""",
                    ),
                    _a(
                        "The specs now use build_stubbed objects and never hit the database: "
                        "3 examples in 0.05s instead of 1.9s."
                    ),
                ),
            ),
        ),
        lesson=(
            "In shopfront-rails model unit specs, use FactoryBot build_stubbed (or build) instead "
            "of create so they don't touch the database."
        ),
        expect=(
            ("build_stubbed",),
            ("create", "database", " db"),
        ),
        task="add unit specs for the Order#shipping_cost calculation",
    ),
    Scenario(
        id="rb-find-each-batches",
        kind="correction",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="claude_code",
                day=11,
                steps=(
                    _u(
                        "We changed the loyalty rules. Write a rake task loyalty:recalculate "
                        "that runs LoyaltyPoints.recalculate(customer) for every customer and "
                        "prints a count at the end."
                    ),
                    Read(
                        "app/services/loyalty_points.rb",
                        """class LoyaltyPoints
  def self.recalculate(customer)
    points = customer.orders.completed.sum(:total_cents) / 100
    customer.update_columns(loyalty_points: points, loyalty_recalculated_at: Time.current)
  end
end
""",
                    ),
                    Write(
                        "lib/tasks/loyalty.rake",
                        """namespace :loyalty do
  desc "Recalculate loyalty points for all customers"
  task recalculate: :environment do
    count = 0
    Customer.all.each do |customer|
      LoyaltyPoints.recalculate(customer)
      count += 1
    end
    puts "recalculated #{count} customers"
  end
end
""",
                    ),
                    _u(
                        "no, that loads all 2M customers into memory at once. find_each, in "
                        "batches of 1000"
                    ),
                    Edit(
                        "lib/tasks/loyalty.rake",
                        """    Customer.all.each do |customer|""",
                        """    Customer.find_each(batch_size: 1_000) do |customer|""",
                    ),
                    Write(
                        "spec/tasks/loyalty_rake_spec.rb",
                        """require "rails_helper"
require "rake"

RSpec.describe "loyalty:recalculate" do
  before(:all) { Rails.application.load_tasks }

  it "recalculates every customer" do
    customers = create_list(:customer, 3)
    expect(LoyaltyPoints).to receive(:recalculate).exactly(3).times
    expect { Rake::Task["loyalty:recalculate"].invoke }
      .to output("recalculated 3 customers\\n").to_stdout
  end
end
""",
                    ),
                    Run(
                        "bin/rspec spec/tasks/loyalty_rake_spec.rb",
                        """Running via Spring preloader in process 48211
.

Finished in 0.41218 seconds (files took 2.9 seconds to load)
1 example, 0 failures
""",
                    ),
                    Run(
                        "time bin/rails loyalty:recalculate",
                        """recalculated 18342 customers

real	0m41.207s
user	0m22.418s
sys	0m1.903s""",
                    ),
                    _a(
                        "The task walks customers with `find_each(batch_size: 1_000)`. On the "
                        "dev copy it did 18k customers in 41s with flat memory."
                    ),
                    _u("that'll do. can you also add it to the README's list of rake tasks"),
                    Edit(
                        "README.md",
                        """- `bin/rails catalog:reindex` — rebuild the search index""",
                        """- `bin/rails catalog:reindex` — rebuild the search index
- `bin/rails loyalty:recalculate` — recompute loyalty points for every customer""",
                    ),
                ),
            ),
        ),
        lesson=(
            "Iterate over large tables (customers, orders) with find_each / in_batches, never "
            "Model.all.each, which loads every row into memory."
        ),
        expect=(("find_each", "in_batches", "batch"),),
        task="write a job that re-sends the consent email to every customer who hasn't opted in",
    ),
    Scenario(
        id="rb-pending-migration-test-db",
        kind="error_fix",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="aider",
                day=6,
                steps=(
                    _u("/add app/models/product.rb spec/models/product_spec.rb"),
                    _u(
                        "products need an archived_at timestamp and an `archived`/`active` pair "
                        "of scopes. write the migration too"
                    ),
                    Write(
                        "db/migrate/20261009121500_add_archived_at_to_products.rb",
                        """class AddArchivedAtToProducts < ActiveRecord::Migration[7.2]
  def change
    add_column :products, :archived_at, :datetime
    add_index :products, :archived_at
  end
end
""",
                    ),
                    Edit(
                        "app/models/product.rb",
                        """  has_many :variants, dependent: :destroy
""",
                        """  has_many :variants, dependent: :destroy

  scope :archived, -> { where.not(archived_at: nil) }
  scope :active, -> { where(archived_at: nil) }
""",
                    ),
                    Edit(
                        "spec/models/product_spec.rb",
                        """RSpec.describe Product do
""",
                        """RSpec.describe Product do
  describe "archive scopes" do
    it "splits archived and active products" do
      live = create(:product)
      old = create(:product, archived_at: 2.days.ago)
      expect(Product.active).to contain_exactly(live)
      expect(Product.archived).to contain_exactly(old)
    end
  end

""",
                    ),
                    Run(
                        "bundle exec rspec spec/models/product_spec.rb",
                        """An error occurred while loading ./spec/models/product_spec.rb.
Failure/Error: ActiveRecord::Migration.maintain_test_schema!

ActiveRecord::PendingMigrationError:

  Migrations are pending. To resolve this issue, run:

          bin/rails db:migrate RAILS_ENV=test

  You have 1 pending migration:

  db/migrate/20261009121500_add_archived_at_to_products.rb

# ./spec/rails_helper.rb:28:in `<top (required)>'
# ./spec/models/product_spec.rb:1:in `require'
No examples found.

Finished in 0.00003 seconds (files took 2.71 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""",
                    ),
                    _a(
                        "The migration hasn't been run yet, so db/schema.rb is stale and the "
                        "test database can't be brought up to date. Run it in development "
                        "(that dumps schema.rb), then prepare the test DB:\n\n"
                        "    bin/rails db:migrate && bin/rails db:test:prepare"
                    ),
                    Run(
                        "bin/rails db:migrate && bin/rails db:test:prepare",
                        """== 20261009121500 AddArchivedAtToProducts: migrating \
===========================
-- add_column(:products, :archived_at, :datetime)
   -> 0.0021s
-- add_index(:products, :archived_at)
   -> 0.0049s
== 20261009121500 AddArchivedAtToProducts: migrated (0.0071s) ==================
""",
                    ),
                    Run(
                        "bundle exec rspec spec/models/product_spec.rb",
                        """........

Finished in 0.38824 seconds (files took 2.66 seconds to load)
8 examples, 0 failures
""",
                    ),
                    _u("/commit"),
                ),
            ),
            Session(
                agent="claude_code",
                day=27,
                steps=(
                    _u(
                        "Gift cards can expire. Add an expires_at column (nullable, existing "
                        "cards never expire) and make GiftCard#redeemable? false after it."
                    ),
                    Run(
                        "bin/rails g migration AddExpiresAtToGiftCards expires_at:datetime",
                        """      invoke  active_record
      create    db/migrate/20261030094210_add_expires_at_to_gift_cards.rb""",
                    ),
                    Read(
                        "app/models/gift_card.rb",
                        """class GiftCard < ApplicationRecord
  belongs_to :customer, optional: true
  monetize :balance_cents

  def redeemable?
    balance_cents.positive? && !voided?
  end
end
""",
                    ),
                    Edit(
                        "app/models/gift_card.rb",
                        """    balance_cents.positive? && !voided?""",
                        """    balance_cents.positive? && !voided? && !expired?
  end

  def expired?(at = Time.current)
    expires_at.present? && expires_at <= at""",
                    ),
                    Edit(
                        "spec/models/gift_card_spec.rb",
                        """  describe "#redeemable?" do
""",
                        """  describe "#redeemable?" do
    it "is false once expired" do
      card = build_stubbed(:gift_card, balance_cents: 5_00, expires_at: 1.minute.ago)
      expect(card).not_to be_redeemable
    end

""",
                    ),
                    Run(
                        "bin/rspec spec/models/gift_card_spec.rb",
                        """Running via Spring preloader in process 51877

An error occurred while loading ./spec/models/gift_card_spec.rb.
Failure/Error: ActiveRecord::Migration.maintain_test_schema!

ActiveRecord::PendingMigrationError:

  Migrations are pending. To resolve this issue, run:

          bin/rails db:migrate RAILS_ENV=test

  You have 1 pending migration:

  db/migrate/20261030094210_add_expires_at_to_gift_cards.rb

# ./spec/rails_helper.rb:28:in `<top (required)>'
No examples found.

Finished in 0.00004 seconds (files took 3.02 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""",
                        exit_code=1,
                    ),
                    _a(
                        "The new migration isn't applied, so schema.rb doesn't have the column "
                        "yet. Migrating dev (which regenerates db/schema.rb) and preparing the "
                        "test database."
                    ),
                    Run(
                        "bin/rails db:migrate && bin/rails db:test:prepare",
                        """== 20261030094210 AddExpiresAtToGiftCards: migrating \
==========================
-- add_column(:gift_cards, :expires_at, :datetime)
   -> 0.0018s
== 20261030094210 AddExpiresAtToGiftCards: migrated (0.0019s) =================
""",
                    ),
                    Run(
                        "bin/rspec spec/models/gift_card_spec.rb",
                        """Running via Spring preloader in process 51877
......

Finished in 0.09113 seconds (files took 2.87 seconds to load)
6 examples, 0 failures
""",
                    ),
                    Run(
                        "git status --short",
                        """ M app/models/gift_card.rb
 M db/schema.rb
 M spec/models/gift_card_spec.rb
?? db/migrate/20261030094210_add_expires_at_to_gift_cards.rb""",
                    ),
                    _a(
                        "Added `expires_at` and `GiftCard#expired?`; redeemable? is false once a "
                        "card expires. The migration and the updated db/schema.rb are ready to "
                        "commit."
                    ),
                ),
            ),
        ),
        lesson=(
            "After adding a Rails migration, run bin/rails db:migrate (it updates db/schema.rb) "
            "and db:test:prepare before running rspec, or the suite stops with "
            "PendingMigrationError."
        ),
        expect=(
            ("db:migrate", "db:test:prepare"),
            ("rspec", "spec", "test database", "test db", "pending"),
        ),
        task="add a discontinued flag to products and hide discontinued ones from the catalogue",
    ),
]
