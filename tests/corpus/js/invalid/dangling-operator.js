a +
