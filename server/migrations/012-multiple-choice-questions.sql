-- Options questions that let the guest choose several of the options (ADR 100); the others take one.
ALTER TABLE additional_questions ADD COLUMN multiple_choice INTEGER NOT NULL DEFAULT 0;
