import postgres from 'postgres';

/**
 * The signed-in user of the bench (For You, isLiked): interests `coffee` and `pharmacy`, and likes of 20
 * items near Piassa (rows only; the counts of the generated data are left alone). Made once, then reused.
 */
export async function benchUser(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [user] = await sql<{ id: number }[]>`
      INSERT INTO users (phone, first_name, interests, activated_at)
      VALUES ('+251900000000', 'Bench', ARRAY['coffee', 'pharmacy'], now())
      ON CONFLICT (phone) DO UPDATE SET interests = EXCLUDED.interests RETURNING id::int`;
    if (!user) throw new Error('no bench user');
    await sql`INSERT INTO likes (user_id, kind, entity_id)
      SELECT ${user.id}, kind, id FROM feed_entries
      ORDER BY pt <-> point(38.7487854, degrees(ln(tan(radians(45 + 9.021343 / 2))))) LIMIT 20
      ON CONFLICT DO NOTHING`;
    return user.id;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Waits until no query runs in the database: requests autocannon gave up on (timeouts) still run in
 * the server, and must not weigh on the next measurement.
 */
export async function waitForIdle(url: string, timeoutMs = 300_000) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const started = Date.now();
  try {
    for (;;) {
      const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`;
      if (!row?.n || Date.now() - started > timeoutMs) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  const waited = (Date.now() - started) / 1000;
  if (waited > 2) console.log(`   (waited ${waited.toFixed(0)} s for queries left running to finish)`);
}
