-- An application's industry is a code (software, internet, …) named in the reader's language
-- where shown. The form used to store the label it showed, in the applicant's language; those
-- labels become their codes. Anything else is the applicant's own words and stays as written.
create temporary table industry_labels (label text primary key, code text not null) on commit drop;
insert into industry_labels (label, code) values
  ('软件和信息技术服务', 'software'), ('Software and IT services', 'software'),
  ('互联网', 'internet'), ('Internet', 'internet'),
  ('金融', 'finance'), ('Finance', 'finance'),
  ('教育', 'education'), ('Education', 'education'),
  ('医疗健康', 'healthcare'), ('Healthcare', 'healthcare'),
  ('制造业', 'manufacturing'), ('Manufacturing', 'manufacturing'),
  ('零售与电商', 'retail'), ('Retail and e-commerce', 'retail'),
  ('文化传媒', 'media'), ('Culture and media', 'media');

update developer_applications a set industry = l.code
from industry_labels l where l.label = btrim(a.industry);

update developer_application_submissions s set industry = l.code
from industry_labels l where l.label = btrim(s.industry);
