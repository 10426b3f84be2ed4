int [[nodiscard] f();
