// Coroutines: co_await, co_yield, co_return; a promise type and an awaiter.
#include <coroutine>

struct Task {
  struct promise_type {
    int value = 0;
    Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) {
      value = v;
      return {};
    }
    void return_value(int v) { value = v; }
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> h;
};

struct Ready {
  bool await_ready() const noexcept { return true; }
  void await_suspend(std::coroutine_handle<>) noexcept {}
  int await_resume() const noexcept { return 7; }
  Ready operator co_await() const { return *this; }
};

Task counter(int n) {
  for (int i = 0; i < n; ++i)
    co_yield i;
  int x = co_await Ready{};
  co_yield {x};
  co_return x + 1;
}


