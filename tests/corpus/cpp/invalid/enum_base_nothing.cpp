enum class E : { A };
