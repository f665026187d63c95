// A big gym's members and cards for the API figures of scripts/bench.mjs, made through the real
// calls: `members` members (every third with an ID card), one card each sold from the seeded
// types, and a stored-value card that allows parallel use for the check-in figure.

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A valid 18-character ID card number, different for every `n` below 336,000 (region 310101, born 1990). */
export const idCardOf = (n) => {
  const month = String(1 + (n % 12)).padStart(2, '0');
  const day = String(1 + (Math.floor(n / 12) % 28)).padStart(2, '0');
  const sequence = String(Math.floor(n / 336) % 1000).padStart(3, '0');
  const body = `3101011990${month}${day}${sequence}`;
  const sum = [...body].reduce((s, digit, i) => s + Number(digit) * ID_WEIGHTS[i], 0);
  return body + ID_CHECK[sum % 11];
};

const call = async (base, token, method, pathName, body) => {
  const res = await fetch(`${base}/api${pathName}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${method} ${pathName}: ${json.code} ${json.message}`);
  return json.value;
};

/** Runs `task(i)` for i < count, `parallel` at a time. */
const inParallel = async (count, parallel, task) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await task(next++);
    }),
  );
};

export const addMembersAndCards = async (base, token, members) => {
  const ids = [];
  const idCards = [];
  await inParallel(members, 8, async (i) => {
    const idCard = i % 3 === 0 ? idCardOf(i) : undefined;
    const member = await call(base, token, 'POST', '/member', {
      full_name: `会员${i + 1}`,
      phone: `135${String(10_000_000 + i)}`,
      ...(idCard ? { id_card: idCard } : {}),
    });
    ids[i] = member.id;
    if (idCard) idCards.push(idCard);
  });
  const { types } = await call(base, token, 'GET', '/card/issue-options');
  const sellable = types.filter((type) => type.cap_messages.length === 0);
  await inParallel(members, 8, async (i) => {
    await call(base, token, 'POST', '/card/issue', {
      member_id: ids[i],
      card_type_id: sellable[i % sellable.length].id,
      request_no: `bench-issue-${i}`,
    });
  });
  // The check-in figure needs a card that many uses can share at once.
  const wallet = await call(base, token, 'POST', '/card/type', {
    name: '储值卡（压测）',
    kind: 'stored_value',
    price_fen: 400_000,
    validity_days: 365,
    parallel_use: true,
  });
  const card = await call(base, token, 'POST', '/card/issue', {
    member_id: ids[1],
    card_type_id: wallet.id,
    request_no: 'bench-wallet',
  });
  return { memberId: ids[1], cardId: card.id, idCard: idCards[0] };
};
