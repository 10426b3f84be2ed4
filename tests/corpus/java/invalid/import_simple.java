import Foo;
