-- An agent that answers 401 or 403 refused the platform's credentials (issue 16): its own
-- failure, 'refused', rather than 'down' ("not responding").
alter table conversation_messages drop constraint conversation_messages_failure_check;
alter table conversation_messages add constraint conversation_messages_failure_check
  check (failure in ('down', 'timeout', 'tooLarge', 'invalid', 'agentError', 'refused'));
