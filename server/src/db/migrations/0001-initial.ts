import { sql, type Kysely } from 'kysely'

// Migrations take Kysely<unknown>: they describe the schema as it was at their time, not tables.ts.

const id = sql`gen_random_uuid()`
const now = sql`now()`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('image', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('CUSTOMER')
        .check(sql`role in ('CUSTOMER', 'ADMIN')`),
    )
    .addColumn('password_hash', 'text')
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`status in ('ACTIVE', 'SUSPENDED')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute()

  await db.schema
    .createTable('wallets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('wallets_balance_not_negative', sql`balance >= 0`)
    .execute()

  await db.schema
    .createTable('wallet_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('wallet_id', 'uuid', (c) => c.notNull().references('wallets.id'))
    .addColumn('delta', 'bigint', (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('TOPUP', 'PURCHASE', 'ADMIN')`),
    )
    .addColumn('ref_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('wallet_entries_reason_ref_unique', ['reason', 'ref_id'])
    .execute()
  await db.schema
    .createIndex('wallet_entries_wallet_created_idx')
    .on('wallet_entries')
    .columns(['wallet_id', 'created_at'])
    .execute()

  // The ledger is the truth about money: entries are never changed or removed, and at commit every
  // wallet touched by the transaction must hold exactly the sum of its entries.
  await sql`
    create function wallet_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'wallet_entries is append-only' using errcode = 'restrict_violation';
    end
    $$`.execute(db)
  await sql`
    create trigger wallet_entries_append_only before update or delete on wallet_entries
    for each row execute function wallet_entries_append_only()`.execute(db)
  await sql`
    create function wallet_balance_matches_ledger() returns trigger language plpgsql as $$
    declare
      v_wallet uuid;
      v_balance bigint;
      v_ledger bigint;
    begin
      if tg_table_name = 'wallets' then
        v_wallet := new.id;
      else
        v_wallet := new.wallet_id;
      end if;
      select w.balance into v_balance from wallets w where w.id = v_wallet;
      select coalesce(sum(e.delta), 0) into v_ledger from wallet_entries e where e.wallet_id = v_wallet;
      if v_balance is distinct from v_ledger then
        raise exception 'wallet % balance % does not match its ledger %', v_wallet, v_balance, v_ledger
          using errcode = 'check_violation', constraint = 'wallet_balance_matches_ledger';
      end if;
      return null;
    end
    $$`.execute(db)
  await sql`
    create constraint trigger wallets_balance_matches_ledger after insert or update on wallets
    deferrable initially deferred for each row execute function wallet_balance_matches_ledger()`.execute(
    db,
  )
  await sql`
    create constraint trigger wallet_entries_balance_matches_ledger after insert on wallet_entries
    deferrable initially deferred for each row execute function wallet_balance_matches_ledger()`.execute(
    db,
  )

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('refresh_tokens_family_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute()
  await db.schema
    .createIndex('refresh_tokens_user_idx')
    .on('refresh_tokens')
    .column('user_id')
    .execute()

  await db.schema
    .createTable('otps')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('REGISTER', 'RESET')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('otps_phone_purpose_sent_idx')
    .on('otps')
    .columns(['phone', 'purpose', 'sent_at'])
    .execute()

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('sms_outbox_phone_sent_idx')
    .on('sms_outbox')
    .columns(['phone', 'sent_at'])
    .execute()

  await db.schema
    .createTable('categories')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('GAME', 'VOUCHER')`))
    .addColumn('category_id', 'uuid', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_th', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('image_profile', 'text')
    .addColumn('badge', 'text')
    .addColumn('badge_color', 'text')
    .addColumn('badge_font_color', 'text')
    .addColumn('active_time', 'text')
    .addColumn('due_time', 'text')
    .addColumn('detail', 'text')
    .addColumn('detail_th', 'text')
    .addColumn('detail_en', 'text')
    .addColumn('input_about_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('game_servers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('voucher_type_name', 'text')
    .addColumn('card_type', 'text')
    .addColumn('player_check', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('products_category_sort_idx')
    .on('products')
    .columns(['category_id', 'sort'])
    .execute()

  await db.schema
    .createTable('packets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('packets_product_sort_idx')
    .on('packets')
    .columns(['product_id', 'sort'])
    .execute()

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
    .addColumn('packet_id', 'uuid', (c) => c.notNull().references('packets.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('GAME', 'VOUCHER')`))
    .addColumn('input_about_info', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('server_name', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('voucher_code', 'text')
    .addColumn('cashcard_ref2', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('invoices_customer_idempotency_key_unique', [
      'customer_id',
      'idempotency_key',
    ])
    .execute()
  await db.schema
    .createIndex('invoices_customer_kind_created_idx')
    .on('invoices')
    .columns(['customer_id', 'kind', 'created_at'])
    .execute()

  await db.schema
    .createTable('voucher_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('packet_id', 'uuid', (c) => c.notNull().references('packets.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('ref2', 'text')
    .addColumn('invoice_id', 'uuid', (c) => c.unique().references('invoices.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('voucher_codes_packet_code_unique', ['packet_id', 'code'])
    .execute()
  await db.schema
    .createIndex('voucher_codes_in_stock_idx')
    .on('voucher_codes')
    .column('packet_id')
    .where(sql.ref('invoice_id'), 'is', null)
    .execute()

  await db.schema
    .createTable('topups')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('wallet_id', 'uuid', (c) => c.notNull().references('wallets.id'))
    .addColumn('old_amount', 'bigint', (c) => c.notNull().check(sql`old_amount >= 0`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('current_amount', 'bigint', (c) => c.notNull().check(sql`current_amount >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status <> ''`))
    .addColumn('money_type', 'text', (c) =>
      c.notNull().check(sql`money_type in ('BANK', 'MONEY_THAI', 'ADMIN', 'CUPONG_MONEY')`),
    )
    .addColumn('qr_code', 'text', (c) => c.unique())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('topups_user_created_idx')
    .on('topups')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('topups_waiting_expiry_idx')
    .on('topups')
    .column('expires_at')
    .where(sql.ref('status'), '=', 'WAITING')
    .execute()

  await db.schema
    .createTable('chats')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(id))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('GROUP', 'ADMIN')`))
    .addColumn('customer_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('url_image_user', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('TEXT', 'IMAGE')`))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_from', 'text', (c) => c.notNull().check(sql`is_from in ('CUSTOMER', 'ADMIN')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'chats_admin_mode_has_customer',
      sql`(mode = 'ADMIN') = (customer_id is not null)`,
    )
    .execute()
  await db.schema
    .createIndex('chats_group_created_idx')
    .on('chats')
    .column('created_at')
    .where(sql.ref('mode'), '=', 'GROUP')
    .execute()
  await db.schema
    .createIndex('chats_customer_created_idx')
    .on('chats')
    .columns(['customer_id', 'created_at'])
    .where(sql.ref('mode'), '=', 'ADMIN')
    .execute()

  await db.schema
    .createTable('uploads')
    .addColumn('file_name', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('stored_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute()

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute()
}
