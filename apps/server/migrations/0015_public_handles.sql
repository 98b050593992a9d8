-- Phone sign-in used to name a new account 'u' + its whole mobile (and a suffix on a clash),
-- which published the number wherever the name was shown. Each such username becomes a
-- generated public handle, as new accounts get (accounts/display-name.ts): 'user_' and ten
-- random characters of the base32 alphabet (a-z, 2-7), not derived from the mobile.
do $$
declare
  account record;
  handle text;
begin
  for account in select id from users where username ~ '^u[0-9]{6,}' order by id loop
    loop
      -- md5 hex mapped onto base32: 0, 1, 8 and 9 become s, t, u and v
      handle := 'user_' || translate(
        substr(md5(random()::text || clock_timestamp()::text || account.id::text), 1, 10),
        '0189', 'stuv');
      exit when not exists (select 1 from users where username = handle);
    end loop;
    update users set username = handle where id = account.id;
  end loop;
end
$$;
